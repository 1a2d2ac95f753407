import { STATEMENT_FILE_MESSAGES, STATEMENTS_UPLOAD_COLUMNS, type TStatementRow } from "@paydesk/validators";
import { detectHeaderRow } from "./header.ts";
import { guessMapping, missingRequiredKeys, positionalMapping, rowToUploadData } from "./mapping.ts";

/** The words that mark a statement file's header row (email, name, amount, due…). */
export const STATEMENT_HEADER_WORDS: readonly string[] = STATEMENTS_UPLOAD_COLUMNS.flatMap((column) => column.headerWords ?? []);

export type StatementFileRows = { rows: TStatementRow[]; message: null } | { rows: []; message: string };

/**
 * The statements page reads its file itself (it has no mapping step: it sends rows as
 * parsed, docs/product/uploads.md): a header row naming the columns maps them by name, a file without one is
 * read as email, name, amount_due, description. Blank lines are skipped; rows keep the file's order.
 */
export function statementRowsOfFile(cells: readonly (readonly string[])[]): StatementFileRows {
  const lines = cells.filter((row) => row.some((cell) => cell.trim() !== ""));
  const headerIndex = detectHeaderRow(lines, STATEMENT_HEADER_WORDS);
  const width = Math.max(0, ...lines.map((row) => row.length));
  const mapping = headerIndex === null ? positionalMapping(width, STATEMENTS_UPLOAD_COLUMNS) : guessMapping(lines[headerIndex]!, STATEMENTS_UPLOAD_COLUMNS);
  if (missingRequiredKeys(mapping, STATEMENTS_UPLOAD_COLUMNS).length > 0) return { rows: [], message: STATEMENT_FILE_MESSAGES.missingColumns };
  const data = lines.slice(headerIndex === null ? 0 : headerIndex + 1).map((row) => rowToUploadData(row, mapping));
  if (data.length === 0) return { rows: [], message: STATEMENT_FILE_MESSAGES.noRows };
  return {
    rows: data.map((row) => ({ email: row.email ?? "", name: row.name ?? "", amount_due: row.amount_due ?? "", description: row.description ?? "" })),
    message: null,
  };
}
