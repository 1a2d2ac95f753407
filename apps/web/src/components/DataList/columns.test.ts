import { describe, expect, it } from "vitest";
import { pageCount, visibleColumns, type DataColumns } from "./columns.ts";

interface Row {
  name: string;
}

describe("visibleColumns", () => {
  it("keeps the shown columns in order and drops the ones whose condition is false", () => {
    const canManage = false as boolean;
    const columns: DataColumns<Row> = [
      { header: "Name", cell: (row) => row.name },
      canManage && { header: "Actions", hideHeader: true, cell: () => null },
      null,
      undefined,
      { header: "Length", align: "right", cell: (row) => row.name.length },
    ];
    expect(visibleColumns(columns).map((column) => column.header)).toEqual(["Name", "Length"]);
  });

  it("refuses two columns with one header: screen readers could not tell them apart", () => {
    expect(() => visibleColumns<Row>([{ header: "Name", cell: () => 1 }, { header: "Name", cell: () => 2 }])).toThrow(/share a header/);
  });
});

describe("pageCount", () => {
  it.each([
    { total: 0, pageSize: 25, pages: 1 },
    { total: 1, pageSize: 25, pages: 1 },
    { total: 25, pageSize: 25, pages: 1 },
    { total: 26, pageSize: 25, pages: 2 },
    { total: 100, pageSize: 10, pages: 10 },
    { total: 5, pageSize: 0, pages: 5 },
  ])("$total rows at $pageSize a page fill $pages", ({ total, pageSize, pages }) => {
    expect(pageCount(total, pageSize)).toBe(pages);
  });
});
