import type { UploadColumnSpec } from "@paydesk/domain";

/**
 * The template a person fills in: one header row naming every column by its key, which the
 * mapping step matches exactly (the best of its guesses), so a filled template needs no mapping.
 * Quoted per RFC 4180 where a key would need it; CRLF line ends, as spreadsheets write them.
 */
export function uploadTemplateCsv(columns: readonly Pick<UploadColumnSpec, "key">[]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return `${columns.map((column) => cell(column.key)).join(",")}\r\n`;
}

/** The template's file name for an upload kind ("students" → "students-template.csv"). */
export const uploadTemplateName = (kind: string) => `${kind.replace(/[^a-z0-9-]+/gi, "-").toLowerCase()}-template.csv`;
