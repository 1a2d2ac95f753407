// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { useMemo, useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { useRowSelection } from "../RowSelection/index.ts";
import { DataTable } from "./DataTable.tsx";

interface Row {
  id: number;
  name: string;
  locked?: boolean;
}

const rows: Row[] = [
  { id: 1, name: "Ada" },
  { id: 2, name: "Grace" },
  { id: 3, name: "Linus", locked: true },
];
const keyOf = (row: Row) => row.id;
const unlocked = (row: Row) => !row.locked;
const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

function Chosen({ withoutSelectAll = false, initiallyAll = false }: { withoutSelectAll?: boolean; initiallyAll?: boolean }) {
  const selection = useRowSelection(rows, { keyOf, isSelectable: unlocked, initiallyAll });
  return (
    <>
      <DataTable
        label="People"
        columns={[{ header: "Name", cell: (row) => row.name }]}
        rows={rows}
        rowKey={keyOf}
        selection={{ state: selection, rowLabel: (row) => row.name, allLabel: "Select everybody", withoutSelectAll }}
      />
      <p data-testid="chosen">{selection.selectedRows.map((row) => row.name).join(",")}</p>
      <button type="button" onClick={selection.clear}>
        Clear
      </button>
      <button type="button" onClick={selection.selectAll}>
        All again
      </button>
    </>
  );
}

/** A page whose columns stay the same across its renders: each cell drawn is written down. */
function Counted({ drawn }: { drawn: string[] }) {
  const selection = useRowSelection(rows, { keyOf, isSelectable: unlocked });
  const [renders, setRenders] = useState(0);
  const columns = useMemo(
    () => [
      {
        header: "Name",
        cell: (row: Row) => {
          drawn.push(row.name);
          return row.name;
        },
      },
    ],
    [drawn],
  );
  return (
    <>
      <DataTable
        label="People"
        columns={columns}
        rows={rows}
        rowKey={keyOf}
        rowProps={(row) => ({ "data-testid": "person", "data-id": row.id })}
        selection={{ state: selection, rowLabel: (row) => row.name }}
      />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render the page
      </button>
    </>
  );
}

describe("DataTable", () => {
  it("draws again only the row whose selection changed, and no row on an unrelated page render", async () => {
    const drawn: string[] = [];
    const { user } = renderUI(<Counted drawn={drawn} />);
    expect(drawn).toEqual(["Ada", "Grace", "Linus"]);

    drawn.length = 0;
    await user.click(box("Select Grace"));
    expect(box("Select Grace").checked).toBe(true);
    expect(drawn).toEqual(["Grace"]);

    drawn.length = 0;
    await user.click(screen.getByRole("button", { name: "Render the page" }));
    expect(drawn).toEqual([]);

    await user.click(box("Select Grace"));
    expect(box("Select Grace").checked).toBe(false);
    expect(screen.getAllByTestId("person").map((tr) => tr.dataset.id)).toEqual(["1", "2", "3"]);
  });

  it("names the select-all box as the page asks", () => {
    renderUI(<Chosen />);
    expect(box("Select everybody").checked).toBe(false);
  });

  it("without select-all, names the box column for screen readers and keeps each row's box", async () => {
    const { user } = renderUI(<Chosen withoutSelectAll />);
    const table = screen.getByRole("table", { name: "People" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Select", "Name"]);
    expect(within(table).queryByRole("checkbox", { name: "Select everybody" })).toBeNull();
    await user.click(box("Select Grace"));
    expect(screen.getByTestId("chosen").textContent).toBe("Grace");
  });

  it("starts with every selectable row chosen when asked, and chooses them all again after a clear", async () => {
    const { user } = renderUI(<Chosen initiallyAll />);
    expect(screen.getByTestId("chosen").textContent).toBe("Ada,Grace");
    expect(box("Select everybody").checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByTestId("chosen").textContent).toBe("");
    await user.click(screen.getByRole("button", { name: "All again" }));
    expect(screen.getByTestId("chosen").textContent).toBe("Ada,Grace");
    expect(box("Select Linus").checked).toBe(false);
  });

  it("scrolls its rows inside a box of the given height", () => {
    renderUI(
      <DataTable
        label="People"
        columns={[{ header: "Name", cell: (row: Row) => row.name }]}
        rows={rows}
        rowKey={keyOf}
        minWidth={360}
        maxHeight={260}
      />,
    );
    const boxes: HTMLElement[] = [];
    for (let box = screen.getByRole("table", { name: "People" }).parentElement; box; box = box.parentElement) boxes.push(box);
    expect(boxes.map((box) => box.style.getPropertyValue("--table-max-height")).filter(Boolean)).toEqual(["calc(16.25rem * var(--mantine-scale))"]);
  });
});
