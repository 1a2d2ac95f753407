// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../../testing/render.tsx";
import type { RoleUser } from "../types.ts";
import { RoleHolderTable } from "./RoleHolderTable.tsx";

const holders = [
  { userId: 21, name: "Olive Office", email: "office@demo.test", companyId: 7, companyName: "Lincoln High School" },
  { userId: 22, name: "Bert Bursar", email: "bursar@demo.test", companyId: 9, companyName: "Lincoln Annex" },
] as unknown as RoleUser[];

function renderTable(onRevoke?: (holder: RoleUser) => void) {
  return renderUI(<RoleHolderTable label="Administrators with this role" holders={holders} onRevoke={onRevoke} rowTestId="holder" />);
}

describe("RoleHolderTable", () => {
  it("shows each holder with their e-mail and site, and revokes the one whose button is pressed", async () => {
    const onRevoke = vi.fn();
    const { user } = renderTable(onRevoke);
    const table = screen.getByRole("table", { name: "Administrators with this role" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Name", "Site", "Actions"]);
    const rows = screen.getAllByTestId("holder");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("office@demo.test"),
      expect.stringContaining("Lincoln Annex"),
    ]);
    await user.click(screen.getByRole("button", { name: "Revoke Bert Bursar" }));
    expect(onRevoke).toHaveBeenCalledExactlyOnceWith(holders[1]);
  });

  it("offers no revoke, and no empty actions column, to someone who may only look", () => {
    renderTable();
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Name", "Site"]);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});
