import { escapeHtml } from "../item-builder/readiness-html.ts";

/**
 * The legacy temp-row answers carried `row_html`: the row as the upload page's table showed it.
 * One cell per column in the given order, then the row's messages; everything escaped, since the
 * cells are what the file said.
 */
export function uploadRowHtml(row: { id: number; rowNo: number; data: Record<string, string>; errors: readonly string[] }, columns: readonly string[]): string {
  const cells = columns.map((key) => `<td data-column="${escapeHtml(key)}">${escapeHtml(row.data[key] ?? "")}</td>`).join("");
  const errors = row.errors.map(escapeHtml).join("<br>");
  const invalid = row.errors.length > 0 ? ' class="has-error"' : "";
  return `<tr data-id="${row.id}" data-row-no="${row.rowNo}"${invalid}>${cells}<td class="error_message">${errors}</td></tr>`;
}
