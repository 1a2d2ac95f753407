// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatDateTime } from "../../../lib/dates.ts";
import { renderUI } from "../../../testing/render.tsx";
import { ChangesPanel } from "./ChangesPanel.tsx";
import type { DetailChange, DetailLine } from "./types.ts";

const BY = { userId: 7, name: "Olive Office", email: "office@example.test" };
const EDITED_AT = new Date("2026-11-20T15:04:00Z");
const UNDONE_AT = new Date("2026-11-21T09:30:00Z");

function change(over: Partial<DetailChange> & Pick<DetailChange, "changeId" | "field" | "before" | "after">): DetailChange {
  return { lineId: null, memo: null, by: BY, at: EDITED_AT, undoneAt: null, undoOfChangeId: null, ...over };
}

const LINE = { lineId: 31, title: "Chemistry Lab Fee" } as DetailLine;

/** The texts of each body row of the panel's table, cell by cell. */
function rowTexts(): string[][] {
  const table = screen.getByRole("table", { name: "Previous updates" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent ?? ""));
}

describe("ChangesPanel: the previous updates in a person's words", () => {
  it("names a line's students by name and an undo by the change it took back, never by a number", () => {
    const edit = change({ changeId: 41, field: "line.student", lineId: 31, before: 501, after: 502, memo: "wrong twin", undoneAt: UNDONE_AT });
    const undo = change({ changeId: 42, field: "line.student", lineId: 31, before: 502, after: 501, at: UNDONE_AT, undoOfChangeId: 41 });
    renderUI(
      <ChangesPanel changes={[undo, edit]} lines={[LINE]} studentNames={{ 501: "Riley Parker", 502: "Jamie Parker" }} canUndo pendingId={undefined} onUndo={vi.fn()} />,
    );
    const [undoRow, editRow] = rowTexts();
    expect(editRow!.slice(2, 5)).toEqual(["Student (Chemistry Lab Fee)", "Riley Parker → Jamie Parker", "wrong twin"]);
    expect(undoRow!.slice(2, 5)).toEqual(["Student (Chemistry Lab Fee)", "Jamie Parker → Riley Parker", `Undid the change made ${formatDateTime(EDITED_AT)}`]);
    const panel = screen.getByTestId("changes-panel").textContent ?? "";
    expect(panel).not.toMatch(/#\s*\d|\b50[12]\b|\b4[12]\b/);
  });

  it("says when a line had no student, and a student since removed without their number", () => {
    renderUI(
      <ChangesPanel changes={[change({ changeId: 43, field: "line.student", lineId: 31, before: null, after: 999 })]} lines={[LINE]} studentNames={{}} canUndo={false} pendingId={undefined} onUndo={vi.fn()} />,
    );
    expect(rowTexts()[0]![3]).toBe("No student → A student no longer on file");
  });

  it("offers Undo for a change not yet undone and marks one undone", async () => {
    const onUndo = vi.fn();
    const { user } = renderUI(
      <ChangesPanel
        changes={[change({ changeId: 45, field: "payor.city", before: "", after: "Shelbyville" }), change({ changeId: 44, field: "payor.name", before: "Chuck Check", after: "Charles Check", undoneAt: UNDONE_AT })]}
        lines={[]}
        studentNames={{}}
        canUndo
        pendingId={undefined}
        onUndo={onUndo}
      />,
    );
    const [cityRow, nameRow] = rowTexts();
    expect(cityRow!.slice(2, 4)).toEqual(["City", "(empty) → Shelbyville"]);
    expect(nameRow![5]).toBe("Undone");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(onUndo).toHaveBeenCalledWith(45);
  });
});
