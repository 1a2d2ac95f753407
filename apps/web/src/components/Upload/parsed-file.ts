import {
  detectHeaderRow,
  guessMapping,
  positionalMapping,
  type UploadColumnSpec,
  type UploadMapping,
} from "@paydesk/domain";

/** The chosen file after parsing: its rows from the header (or the first data row) on. */
export interface ParsedFile {
  name: string;
  rows: readonly string[][];
  hasHeader: boolean;
  /** Columns of the file: the header's width, or the widest of the first rows. */
  width: number;
}

/**
 * Reads the parsed rows as the wizard first shows them: the detected header row (lines above it,
 * a title or blanks, are dropped) or none.
 */
export function readParsedFile(name: string, rows: string[][], headerWords: readonly string[]): ParsedFile {
  const headerAt = detectHeaderRow(rows, headerWords);
  const from = headerAt === null ? rows : rows.slice(headerAt);
  const width = headerAt === null ? Math.max(0, ...from.slice(0, 10).map((r) => r.length)) : (from[0]?.length ?? 0);
  return { name, rows: from, hasHeader: headerAt !== null, width };
}

export function headerOf(file: ParsedFile): readonly string[] | null {
  return file.hasHeader ? (file.rows[0] ?? []) : null;
}

export function dataRowsOf(file: ParsedFile): readonly string[][] {
  return file.hasHeader ? file.rows.slice(1) : file.rows;
}

/** The first guess of the mapping: by the header's words, or by position without a header. */
export function initialMapping(file: ParsedFile, columns: readonly UploadColumnSpec[]): UploadMapping {
  const header = headerOf(file);
  return header ? guessMapping(header, columns) : positionalMapping(file.width, columns);
}

/** Data rows (numbered from 1) whose cell count differs from the file's width. */
export function unevenRowNos(file: ParsedFile): number[] {
  const uneven: number[] = [];
  dataRowsOf(file).forEach((row, i) => {
    if (row.length !== file.width) uneven.push(i + 1);
  });
  return uneven;
}
