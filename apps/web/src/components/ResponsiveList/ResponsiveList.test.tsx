// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import type { ListColumns } from "./layout.ts";
import { ResponsiveList } from "./ResponsiveList.tsx";

interface Row {
  id: number;
  name: string;
  grade: number;
}

const rows: Row[] = [
  { id: 1, name: "Ada", grade: 9 },
  { id: 2, name: "Grace", grade: 11 },
];
const columns: ListColumns<Row> = [
  { header: "Name", cell: (row) => row.name, phone: "title" },
  { header: "Grade", cell: (row, layout) => (layout === "cards" ? `Grade ${row.grade}` : row.grade) },
  { header: "Actions", hideHeader: true, cell: (row) => <button type="button">Open {row.name}</button>, phone: "actions" },
];

/** happy-dom's handle on its window: the viewport the media queries read. */
function setViewport(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 768 });
}

describe("ResponsiveList", () => {
  it("draws the shared table where there is room", () => {
    renderUI(<ResponsiveList label="Students" columns={columns} rows={rows} rowKey={(row) => row.id} listLayout="table" />);
    const table = screen.getByRole("table", { name: "Students" });
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Name", "Grade", "Actions"]);
    expect(within(table).getAllByRole("row")[1]?.textContent).toContain("9");
  });

  it("draws a card per row on a phone: the title on top, each other column a labelled line, the actions at the foot", () => {
    renderUI(<ResponsiveList label="Students" columns={columns} rows={rows} rowKey={(row) => row.id} listLayout="cards" />);
    expect(screen.queryByRole("table")).toBeNull();
    const cards = within(screen.getByRole("list", { name: "Students" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(first.querySelector("dt")?.textContent).toBe("Grade");
    expect(first.querySelector("dd")?.textContent).toBe("Grade 9");
    expect(first.textContent?.startsWith("Ada")).toBe(true);
    expect(within(first).getByRole("button", { name: "Open Ada" })).toBeTruthy();
  });

  it("follows the screen when no layout is forced: a narrow screen gets cards", () => {
    setViewport(375);
    try {
      renderUI(<ResponsiveList label="Students" columns={columns} rows={rows} rowKey={(row) => row.id} />);
      expect(screen.getByRole("list", { name: "Students" }).dataset.layout).toBe("cards");
    } finally {
      setViewport(1024);
    }
  });
});
