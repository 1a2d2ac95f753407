/**
 * Column mapping for CSV uploads: each column of the file is mapped to one of the
 * kind's keys (or left out); each key may be mapped once, and keys mapped more than once are
 * listed so the page can highlight them. The guess reads the header text; without a header the
 * columns map by position. Pure, shared by the browser and the tests.
 */
import { headerCellWords } from "./header.ts";

/** The shape of a kind's column list (validators' `<KIND>_UPLOAD_COLUMNS`). */
export interface UploadColumnSpec {
  key: string;
  label: string;
  required?: boolean;
  headerWords?: readonly string[];
  /** What a cell holds, in a person's words ("Up to 5 characters, e.g. 9 or K"), for the column guide. */
  format?: string;
}

/** A file column's key, or null when the column is not uploaded. */
export type UploadMapping = readonly (string | null)[];

const joined = (text: string) => headerCellWords(text).join("");

/**
 * How well a header text names a column: 3 = the key itself ("is_shared", "Is Shared"),
 * 2 = the label, 1 = one of its header words as a whole word, 0 = no match.
 */
function matchStrength(header: string, column: UploadColumnSpec): number {
  const text = joined(header);
  if (!text) return 0;
  if (text === joined(column.key)) return 3;
  if (text === joined(column.label)) return 2;
  const words = new Set(headerCellWords(header));
  const hit = (column.headerWords ?? []).some((w) => {
    const parts = headerCellWords(w);
    return parts.length > 0 && (parts.every((p) => words.has(p)) || text === parts.join(""));
  });
  return hit ? 1 : 0;
}

/**
 * The guessed key of each header cell. Strong matches are placed first, so "Account Name" does not
 * take `name` away from a later "Name" column; a key already taken is not guessed again (the guess
 * never creates a duplicate — only the person mapping can, and then it is listed).
 */
export function guessMapping(headers: readonly string[], columns: readonly UploadColumnSpec[]): (string | null)[] {
  const candidates = headers.flatMap((header, index) =>
    columns.map((column, order) => ({ index, key: column.key, strength: matchStrength(header, column), order })),
  );
  candidates.sort((a, b) => b.strength - a.strength || a.index - b.index || a.order - b.order);
  const mapping: (string | null)[] = headers.map(() => null);
  const taken = new Set<string>();
  for (const c of candidates) {
    if (c.strength === 0 || mapping[c.index] !== null || taken.has(c.key)) continue;
    mapping[c.index] = c.key;
    taken.add(c.key);
  }
  return mapping;
}

/** Without a header row: the file's columns in the kind's order; extra columns are left out. */
export function positionalMapping(columnCount: number, columns: readonly UploadColumnSpec[]): (string | null)[] {
  return Array.from({ length: columnCount }, (_, i) => columns[i]?.key ?? null);
}

/** Keys mapped to more than one column, in the order they first appear. */
export function duplicateKeys(mapping: UploadMapping): string[] {
  const seen = new Set<string>();
  const dupes = new Set<string>();
  for (const key of mapping) {
    if (key === null) continue;
    if (seen.has(key)) dupes.add(key);
    seen.add(key);
  }
  return [...dupes];
}

/** Required columns no file column is mapped to. */
export function missingRequiredKeys(mapping: UploadMapping, columns: readonly UploadColumnSpec[]): string[] {
  const mapped = new Set(mapping);
  return columns.filter((c) => c.required && !mapped.has(c.key)).map((c) => c.key);
}

/**
 * A chunk of parsed rows in the table form `uploads.addRows` takes: the mapped keys once, and
 * each row as its mapped cells in that order (the server trims them). What the wizard posts: a
 * third of the bytes of rows keyed by column for a 43-column student file.
 */
export function rowsAsTable(rows: readonly (readonly string[])[], mapping: UploadMapping): { columns: string[]; rows: string[][] } {
  const positions: number[] = [];
  const columns: string[] = [];
  mapping.forEach((key, i) => {
    if (key === null) return;
    positions.push(i);
    columns.push(key);
  });
  return { columns, rows: rows.map((row) => positions.map((i) => row[i] ?? "")) };
}

/**
 * The table form's rows as row objects: every column, a missing cell "" (as a row keyed by
 * column carries it), or with `onlyFilled` only the cells that hold text (for an upload kind that
 * stages only those: then no second copy of each row is made to drop them).
 */
export function rowsOfTable(columns: readonly string[], rows: readonly (readonly string[])[], { onlyFilled = false } = {}): Record<string, string>[] {
  return rows.map((cells) => {
    const row: Record<string, string> = {};
    for (let i = 0; i < columns.length; i++) {
      const cell = cells[i] ?? "";
      if (cell || !onlyFilled) row[columns[i]!] = cell;
    }
    return row;
  });
}

/** One parsed row as the server's row data: mapped cells by key, trimmed; missing cells are "". */
export function rowToUploadData(row: readonly string[], mapping: UploadMapping): Record<string, string> {
  const data: Record<string, string> = {};
  mapping.forEach((key, i) => {
    if (key !== null) data[key] = (row[i] ?? "").trim();
  });
  return data;
}
