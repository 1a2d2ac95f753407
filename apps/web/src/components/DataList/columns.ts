import type { ReactNode } from "react";

/** One column of a list's table: what its header says and what each row shows in it. */
export interface DataColumn<Row> {
  /** The header's text. It is also the column's name for screen readers, and its React key. */
  header: string;
  /** A column whose header is empty on screen (row actions): the name stays for screen readers. */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts align right, header and cells alike. */
  align?: "left" | "center" | "right";
  width?: number | string;
  /** A test id on every cell of the column (the browser tests read some cells by it). */
  cellTestId?: string;
  /** The widest a cell may grow before its text wraps. */
  maxWidth?: number | string;
}

/**
 * A page lists its columns with conditions inline (`canManage && { … }`): the ones whose
 * condition is false drop out, so header and rows always agree on what is shown.
 */
export type DataColumns<Row> = readonly (DataColumn<Row> | false | null | undefined)[];

export function visibleColumns<Row>(columns: DataColumns<Row>): DataColumn<Row>[] {
  const shown = columns.filter((column): column is DataColumn<Row> => Boolean(column));
  const headers = new Set(shown.map((column) => column.header));
  if (headers.size !== shown.length) throw new Error("Two columns of one table share a header: each column needs its own name.");
  return shown;
}

/** How many numbered pages a list of `total` rows fills, `pageSize` at a time (one at least). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
