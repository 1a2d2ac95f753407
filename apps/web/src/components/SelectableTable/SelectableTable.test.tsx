// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { DataTable } from "../DataList/DataTable.tsx";
import { useRowSelection } from "../RowSelection/index.ts";

interface Row {
  id: number;
  name: string;
  locked?: boolean;
}

const rows: Row[] = [{ id: 1, name: "Ada" }, { id: 2, name: "Grace" }, { id: 3, name: "Linus", locked: true }];
const keyOf = (row: Row) => row.id;
const unlocked = (row: Row) => !row.locked;

function Selectable() {
  const selection = useRowSelection(rows, { keyOf, isSelectable: unlocked });
  return (
    <>
      <DataTable
        label="People"
        columns={[{ header: "Name", cell: (row) => row.name }]}
        rows={rows}
        rowKey={keyOf}
        selection={{ state: selection, rowLabel: (row) => row.name }}
      />
      <p data-testid="chosen">{selection.selectedRows.map((row) => row.name).join(",")}</p>
    </>
  );
}

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("SelectableTable with useRowSelection", () => {
  it("names each row's box, and offers a disabled box for a row that may not be selected", () => {
    renderUI(<Selectable />);
    expect(box("Select Ada").disabled).toBe(false);
    expect(box("Select Linus").disabled).toBe(true);
  });

  it("selects by row and by select-all, which takes only the selectable rows and clears when all are chosen", async () => {
    const { user } = renderUI(<Selectable />);
    await user.click(box("Select Grace"));
    expect(screen.getByTestId("chosen").textContent).toBe("Grace");
    expect(box("Select all").indeterminate).toBe(true);

    await user.click(box("Select all"));
    expect(screen.getByTestId("chosen").textContent).toBe("Ada,Grace");
    expect(box("Select all").checked).toBe(true);
    expect(box("Select Linus").checked).toBe(false);

    await user.click(box("Select all"));
    expect(screen.getByTestId("chosen").textContent).toBe("");
  });

  it("works from the keyboard: Space toggles the focused box", async () => {
    const { user } = renderUI(<Selectable />);
    box("Select Ada").focus();
    await user.keyboard(" ");
    expect(box("Select Ada").checked).toBe(true);
  });
});
