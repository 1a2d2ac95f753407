import type { ReactNode } from "react";
import { visibleColumns, type DataColumn } from "../DataList/columns.ts";

/** How a list is drawn: a table from the `sm` breakpoint up, a card per row below it (a phone). */
export type ListLayout = "table" | "cards";

/**
 * A column of a responsive list. On a phone each row is a card: one column heads it, the others
 * are labelled lines (their header as the label), the actions sit at the card's foot at full
 * width, and a column may stay off the card (what the heading already says).
 */
export interface ListColumn<Row> extends Omit<DataColumn<Row>, "cell"> {
  /** The cell, told which layout draws it (a card may word or size it differently). */
  cell: (row: Row, layout: ListLayout) => ReactNode;
  /** Its place on a phone's card: "field" (a labelled line) unless said otherwise. */
  phone?: "title" | "field" | "actions" | "hidden";
}

export type ListColumns<Row> = readonly (ListColumn<Row> | false | null | undefined)[];

export interface CardLayout<Row> {
  /** The card's heading: the column marked "title", else the first shown column. */
  title: ListColumn<Row> | null;
  fields: ListColumn<Row>[];
  actions: ListColumn<Row>[];
}

/** The shown columns, by the table's rule: false conditions dropped, each header once. */
export function shownColumns<Row>(columns: ListColumns<Row>): ListColumn<Row>[] {
  const shown = columns.filter((column): column is ListColumn<Row> => Boolean(column));
  visibleColumns(shown.map((column) => ({ header: column.header, cell: () => null })));
  return shown;
}

/** The shown columns placed on a phone's card. */
export function cardLayout<Row>(columns: ListColumns<Row>): CardLayout<Row> {
  const shown = shownColumns(columns);
  const title = shown.find((column) => column.phone === "title") ?? shown.find((column) => (column.phone ?? "field") === "field") ?? null;
  const rest = shown.filter((column) => column !== title);
  return {
    title,
    fields: rest.filter((column) => (column.phone ?? "field") === "field"),
    actions: rest.filter((column) => column.phone === "actions"),
  };
}

/** The same columns for the table, each cell told it is drawn in a table. */
export function tableColumns<Row>(columns: ListColumns<Row>): DataColumn<Row>[] {
  return shownColumns(columns).map(({ cell, phone: _phone, ...rest }) => ({ ...rest, cell: (row: Row) => cell(row, "table") }));
}
