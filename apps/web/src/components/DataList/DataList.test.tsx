// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { DataList } from "./DataList.tsx";

interface Row {
  id: number;
  name: string;
}

function answered(data: Row[] | undefined, over: Partial<{ isError: boolean; error: unknown }> = {}) {
  return { data, isError: false, error: null, isRefetching: false, refetch: vi.fn(async () => undefined), ...over };
}

const columns = [
  { header: "Name", cell: (row: Row) => row.name },
  { header: "Number", cell: (row: Row) => `#${row.id}`, align: "right" as const },
];

describe("DataList", () => {
  it("draws a named table with a header per column and a row per record", () => {
    renderUI(
      <DataList label="People" columns={columns} query={answered([{ id: 1, name: "Ada" }, { id: 2, name: "Grace" }])} rows={(data) => data} rowKey={(row) => row.id} empty="No people yet." />,
    );
    const table = screen.getByRole("table", { name: "People" });
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Name", "Number"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").map((td) => td.textContent))).toEqual([
      ["Ada", "#1"],
      ["Grace", "#2"],
    ]);
  });

  it("says what an empty answer means instead of an empty table", () => {
    renderUI(<DataList label="People" columns={columns} query={answered([])} rows={(data) => data} rowKey={(row) => row.id} empty="No people yet." emptyTestId="people-empty" />);
    expect(screen.getByTestId("people-empty").textContent).toBe("No people yet.");
    expect(screen.queryByRole("table")).toBeNull();
  });
});
