/**
 * CSV text by RFC 4180 (no CSV library is installed): fields are separated by commas, records by
 * CRLF; a field holding a comma, a double quote, CR or LF is enclosed in double quotes, with each
 * double quote inside doubled.
 *
 * Spreadsheet formula injection: a cell starting with =, +, -, @, tab or CR would be run as a
 * formula when the file is opened in a spreadsheet, so such text cells get a leading apostrophe
 * (OWASP "CSV injection"). Numbers are written as they are, and so is a negative amount written
 * as text ("-1.00": digits and a point only, which no spreadsheet runs).
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative amount written as text ("-1.00", a difference short): a number to a spreadsheet, never a formula. */
const NEGATIVE_AMOUNT = /^-\d+(\.\d+)?$/;

export function csvField(value: CsvCell): string {
  if (value == null) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text) && !NEGATIVE_AMOUNT.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
