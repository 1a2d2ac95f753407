// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useRowSelection } from "../../../components/RowSelection/index.ts";
import { renderUI } from "../../../testing/render.tsx";
import type { ItemRow } from "../types.ts";
import { ItemsTable, type RowActions } from "./ItemsTable.tsx";

/**
 * Which rows drew themselves: only a row's own body reads its title (the table reads ids and
 * codes to key, select and mark rows), so every read of a title is that row being drawn.
 */
function itemRows(titles: string[], drawn: string[]): ItemRow[] {
  return titles.map((title, index) => {
    const row = {
      id: index + 1,
      code: `ITEM${index + 1}`,
      type: "basic",
      status: "ACTIVE",
      isDraft: false,
      active: true,
      visible: true,
      disableGuest: 0,
      availableToUsers: true,
      amountCents: 1250,
      payee: null,
      category: null,
      pnpCalc: false,
      pnpComputedAt: null,
      quantityAvailable: 0,
      quantitySold: 0,
      createdAt: new Date("2026-01-05T12:00:00Z"),
      updatedAt: new Date("2026-01-05T12:00:00Z"),
      payForPath: `/pay/${index + 1}`,
    } as Omit<ItemRow, "title">;
    return Object.defineProperty(row, "title", {
      enumerable: true,
      get: () => {
        drawn.push(title);
        return title;
      },
    }) as ItemRow;
  });
}

const itemCode = (row: ItemRow) => row.code;

/** The list page's part: selection, rows waiting for an answer, and actions made anew on every render as the page makes them. */
function Page({ rows, calls }: { rows: ItemRow[]; calls: string[] }) {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [renders, setRenders] = useState(0);
  const selection = useRowSelection(rows, { keyOf: itemCode });
  const record = (what: string) => () => calls.push(`${what} after render ${renders}`);
  const actions: RowActions = {
    setFlag: (row, flag, value) => calls.push(`${flag} ${row.code} ${value} after render ${renders}`),
    setPnp: record("pnp"),
    runPnp: record("run"),
    showTotals: record("totals"),
    copyPayLink: record("link"),
    restore: record("restore"),
  };
  return (
    <MemoryRouter>
      <ItemsTable
        module="school"
        rows={rows}
        showType={false}
        canManage
        selection={selection}
        actions={actions}
        pending={pending}
      />
      <button type="button" onClick={() => setPending(new Set(["ITEM3"]))}>
        Wait for the third
      </button>
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Render the page
      </button>
    </MemoryRouter>
  );
}

describe("ItemsTable", () => {
  it("draws again only the row whose selection or pending state changed, and none on an unrelated page render", async () => {
    const drawn: string[] = [];
    const calls: string[] = [];
    const { user } = renderUI(<Page rows={itemRows(["Band camp", "Yearbook", "Field trip"], drawn)} calls={calls} />);
    expect(new Set(drawn)).toEqual(new Set(["Band camp", "Yearbook", "Field trip"]));

    drawn.length = 0;
    await user.click(screen.getByRole("checkbox", { name: "Select Yearbook" }));
    expect((screen.getByRole("checkbox", { name: "Select Yearbook" }) as HTMLInputElement).checked).toBe(true);
    expect(new Set(drawn)).toEqual(new Set(["Yearbook"]));

    drawn.length = 0;
    await user.click(screen.getByRole("button", { name: "Wait for the third" }));
    expect((screen.getByRole("switch", { name: "Active: Field trip" }) as HTMLInputElement).disabled).toBe(true);
    expect(new Set(drawn)).toEqual(new Set(["Field trip"]));

    drawn.length = 0;
    await user.click(screen.getByRole("button", { name: "Render the page" }));
    expect(drawn).toEqual([]);
  });

  it("runs the page's latest actions from rows that were not drawn again", async () => {
    const calls: string[] = [];
    const { user } = renderUI(<Page rows={itemRows(["Band camp", "Yearbook"], [])} calls={calls} />);
    await user.click(screen.getByRole("button", { name: "Render the page" }));
    await user.click(screen.getByRole("switch", { name: "Visible: Band camp" }));
    expect(calls).toEqual(["visible ITEM1 false after render 1"]);
  });
});
