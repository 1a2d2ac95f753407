import { describe, expect, it } from "vitest";
import { summarize, toggleAllKeys, toggleKey } from "./selection.ts";

interface Row {
  id: number;
  locked?: boolean;
}
const rows: Row[] = [{ id: 1 }, { id: 2 }, { id: 3, locked: true }];
const keyOf = (row: Row) => row.id;
const unlocked = (row: Row) => !row.locked;

describe("summarize", () => {
  it.each([
    { selected: [], selectedIds: [], allSelected: false, indeterminate: false },
    { selected: [2], selectedIds: [2], allSelected: false, indeterminate: true },
    { selected: [1, 2], selectedIds: [1, 2], allSelected: true, indeterminate: false },
    // A key of a row that is no longer on screen (or may not be selected) does not count.
    { selected: [1, 2, 3, 99], selectedIds: [1, 2], allSelected: true, indeterminate: false },
    { selected: [3, 99], selectedIds: [], allSelected: false, indeterminate: false },
  ])(
    "selected $selected → rows $selectedIds, all $allSelected, some $indeterminate",
    ({ selected, selectedIds, allSelected, indeterminate }) => {
      const summary = summarize(rows, keyOf, new Set(selected), unlocked);
      expect(summary.selectedRows.map(keyOf)).toEqual(selectedIds);
      expect(summary).toMatchObject({ allSelected, indeterminate });
    },
  );

  it("is never all-selected without selectable rows, and says none is selectable", () => {
    expect(summarize([], keyOf, new Set([1]))).toMatchObject({ allSelected: false, noneSelectable: true });
    expect(summarize([{ id: 3, locked: true }], keyOf, new Set([3]), unlocked)).toMatchObject({
      allSelected: false,
      noneSelectable: true,
    });
    expect(summarize(rows, keyOf, new Set<number>(), unlocked).noneSelectable).toBe(false);
  });

  it("counts every row when no rule limits selection", () => {
    expect(summarize(rows, keyOf, new Set([1, 2, 3])).allSelected).toBe(true);
  });
});

describe("toggleKey", () => {
  it("adds a missing key and removes a present one, leaving the input alone", () => {
    const selected = new Set([1]);
    expect([...toggleKey(selected, 2)]).toEqual([1, 2]);
    expect([...toggleKey(selected, 1)]).toEqual([]);
    expect([...selected]).toEqual([1]);
  });
});

describe("toggleAllKeys", () => {
  it("selects every selectable row on screen unless all already are", () => {
    expect([...toggleAllKeys(rows, keyOf, new Set<number>(), unlocked)]).toEqual([1, 2]);
    expect([...toggleAllKeys(rows, keyOf, new Set([2]), unlocked)]).toEqual([1, 2]);
    expect([...toggleAllKeys(rows, keyOf, new Set([1, 2]), unlocked)]).toEqual([]);
  });

  it("drops keys of rows that left the screen when selecting all", () => {
    expect([...toggleAllKeys(rows, keyOf, new Set([99]), unlocked)]).toEqual([1, 2]);
  });
});
