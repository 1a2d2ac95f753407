import type { Readiness } from "@paydesk/domain";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The legacy check-readiness answer was an HTML fragment the page inserted as is. Everything in
 * it is escaped, since messages may quote what the user typed (custom field labels, inputs).
 */
export function readinessHtml(readiness: Readiness, fieldNames: Record<string, string>): string {
  if (readiness.ready) return '<div class="item-readiness" data-ready="1"><p>Ready</p></div>';
  const items = readiness.problems.map((p) => {
    const input = p.input ? ` data-input="${escapeHtml(fieldNames[p.input] ?? p.input)}"` : "";
    return `<li data-area="${escapeHtml(p.area)}"${input}>${escapeHtml(p.message)}</li>`;
  });
  return `<div class="item-readiness" data-ready="0"><ul>${items.join("")}</ul></div>`;
}
