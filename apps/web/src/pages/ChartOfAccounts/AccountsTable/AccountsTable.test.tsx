// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useRowSelection } from "../../../components/RowSelection/index.ts";
import { renderUI } from "../../../testing/render.tsx";
import type { CoaRow } from "../types.ts";
import { AccountsTable, isDeletable } from "./AccountsTable.tsx";

/**
 * Which rows drew themselves: only a row's Items cell reads its item count, so every read is that
 * row being drawn.
 */
function accounts(names: string[], drawn: string[]): CoaRow[] {
  return names.map((name, index) => {
    const row = {
      id: index + 1,
      number: String(4100 + index),
      name,
      isShared: false,
      kind: "PRIMARY",
      payeeId: 7,
      companyId: 3,
      companyName: "Lincoln High",
      owned: true,
    } as Omit<CoaRow, "itemCount">;
    return Object.defineProperty(row, "itemCount", {
      enumerable: true,
      get: () => {
        drawn.push(name);
        return 0;
      },
    }) as CoaRow;
  });
}

const accountId = (account: CoaRow) => account.id;

/** The chart's page: its selection, and a delete callback made anew on every render as the page makes it. */
function Page({ rows, deleted }: { rows: CoaRow[]; deleted: string[] }) {
  const selection = useRowSelection(rows, { keyOf: accountId, isSelectable: isDeletable });
  const [renders, setRenders] = useState(0);
  return (
    <>
      <AccountsTable
        rows={rows}
        canManage
        selection={selection}
        onDelete={(account) => deleted.push(`${account.name} after render ${renders}`)}
      />
      <button type="button" onClick={() => setRenders((n) => n + 1)}>
        Render the page
      </button>
    </>
  );
}

describe("AccountsTable", () => {
  it("draws again only the row whose selection changed, and none on an unrelated page render", async () => {
    const drawn: string[] = [];
    const { user } = renderUI(<Page rows={accounts(["Athletics", "Band", "Library"], drawn)} deleted={[]} />);
    expect(drawn).toEqual(["Athletics", "Band", "Library"]);

    drawn.length = 0;
    await user.click(screen.getByRole("checkbox", { name: "Select 4101 - Band" }));
    expect((screen.getByRole("checkbox", { name: "Select 4101 - Band" }) as HTMLInputElement).checked).toBe(true);
    expect(drawn).toEqual(["Band"]);

    drawn.length = 0;
    await user.click(screen.getByRole("button", { name: "Render the page" }));
    expect(drawn).toEqual([]);
  });

  it("deletes through the page's latest callback from rows that were not drawn again", async () => {
    const deleted: string[] = [];
    const { user } = renderUI(<Page rows={accounts(["Athletics", "Band"], [])} deleted={deleted} />);
    await user.click(screen.getByRole("button", { name: "Render the page" }));
    await user.click(screen.getByRole("button", { name: "Delete 4100 - Athletics" }));
    expect(deleted).toEqual(["Athletics after render 1"]);
  });
});
