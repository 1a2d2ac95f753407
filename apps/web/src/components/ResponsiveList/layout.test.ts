import { describe, expect, it } from "vitest";
import { cardLayout, tableColumns, type ListColumns } from "./layout.ts";

interface Row {
  title: string;
  cents: number;
}

const headers = (columns: readonly { header: string }[]) => columns.map((column) => column.header);

describe("cardLayout", () => {
  it.each([
    {
      name: "the first column heads the card, the rest are labelled lines",
      columns: [
        { header: "Item", cell: (row: Row) => row.title },
        { header: "Price", cell: (row: Row) => row.cents },
      ],
      title: "Item",
      fields: ["Price"],
      actions: [],
    },
    {
      name: "a column marked title heads the card wherever it stands",
      columns: [
        { header: "Date", cell: () => "today" },
        { header: "Order", phone: "title" as const, cell: () => "#1" },
        { header: "Total", cell: (row: Row) => row.cents },
      ],
      title: "Order",
      fields: ["Date", "Total"],
      actions: [],
    },
    {
      name: "actions go to the card's foot and hidden columns stay off it",
      columns: [
        { header: "Item", cell: (row: Row) => row.title },
        { header: "For", phone: "hidden" as const, cell: () => "Jamie" },
        { header: "Cart", phone: "actions" as const, cell: () => "Add" },
        { header: "Total", cell: (row: Row) => row.cents },
      ],
      title: "Item",
      fields: ["Total"],
      actions: ["Cart"],
    },
    {
      name: "an actions-only first column never heads the card",
      columns: [
        { header: "Remove", phone: "actions" as const, cell: () => "x" },
        { header: "Item", cell: (row: Row) => row.title },
      ],
      title: "Item",
      fields: [],
      actions: ["Remove"],
    },
  ])("$name", ({ columns, title, fields, actions }) => {
    const layout = cardLayout<Row>(columns);
    expect(layout.title?.header ?? null).toBe(title);
    expect(headers(layout.fields)).toEqual(fields);
    expect(headers(layout.actions)).toEqual(actions);
  });

  it("drops the columns whose condition is false, as the table does", () => {
    const canRemove = false as boolean;
    const columns: ListColumns<Row> = [{ header: "Item", cell: (row) => row.title }, canRemove && { header: "Remove", phone: "actions", cell: () => "x" }, null];
    const layout = cardLayout(columns);
    expect(layout.actions).toEqual([]);
    expect(headers(tableColumns(columns))).toEqual(["Item"]);
  });

  it("refuses two columns with one header, on a card as in a table", () => {
    expect(() => cardLayout<Row>([{ header: "Item", cell: () => 1 }, { header: "Item", cell: () => 2 }])).toThrow(/share a header/);
  });
});

describe("tableColumns", () => {
  it("tells each cell it is drawn in a table and keeps the column's other settings", () => {
    const seen: string[] = [];
    const [column] = tableColumns<Row>([
      { header: "Total", align: "right", phone: "field", cellTestId: "total", cell: (row, layout) => (seen.push(layout), row.cents) },
    ]);
    expect(column).toMatchObject({ header: "Total", align: "right", cellTestId: "total" });
    expect(column).not.toHaveProperty("phone");
    expect(column!.cell({ title: "x", cents: 5 })).toBe(5);
    expect(seen).toEqual(["table"]);
  });
});
