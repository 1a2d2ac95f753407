import { describe, expect, it } from "vitest";
import { decideUndo, diffOrderEdit, sameValue, UnknownLineError, type EditableOrder, type OrderEdit, type UndoFacts } from "./edits.ts";

const order: EditableOrder = {
  payor: { name: "Pat Payer", email: "pat@example.test", street: "1 Main St", street2: null, city: "Springfield", state: "IL", country: "USA", postalCode: "62701" },
  lines: [
    { lineId: 7, cfs: { Size: "M", Clubs: ["Chess", "Band"] }, studentId: 3, memo: null },
    { lineId: 8, cfs: {}, studentId: null, memo: "gift" },
  ],
};

describe("diffOrderEdit", () => {
  it.each<[string, OrderEdit, { field: string; lineId: number | null; before: unknown; after: unknown }[]]>([
    ["nothing sent", {}, []],
    ["a payor field changed", { payor: { name: "Pat Q. Payer" } }, [{ field: "payor.name", lineId: null, before: "Pat Payer", after: "Pat Q. Payer" }]],
    ["a payor field sent unchanged", { payor: { name: "Pat Payer", city: "Springfield" } }, []],
    ["an empty field filled", { payor: { street2: "Apt 2" } }, [{ field: "payor.street2", lineId: null, before: null, after: "Apt 2" }]],
    ["a field cleared", { payor: { street: null } }, [{ field: "payor.street", lineId: null, before: "1 Main St", after: null }]],
    [
      "two payor fields, in the fields' order",
      { payor: { postalCode: "62702", email: "p@example.test" } },
      [
        { field: "payor.email", lineId: null, before: "pat@example.test", after: "p@example.test" },
        { field: "payor.postalCode", lineId: null, before: "62701", after: "62702" },
      ],
    ],
    ["custom fields with keys in another order are the same", { lines: [{ lineId: 7, cfs: { Clubs: ["Chess", "Band"], Size: "M" } }] }, []],
    ["a checkbox list in another order is a change", { lines: [{ lineId: 7, cfs: { Size: "M", Clubs: ["Band", "Chess"] } }] }, [
      { field: "line.cfs", lineId: 7, before: { Size: "M", Clubs: ["Chess", "Band"] }, after: { Size: "M", Clubs: ["Band", "Chess"] } },
    ]],
    [
      "a line's student and memo",
      { lines: [{ lineId: 8, studentId: 4, memo: null }] },
      [
        { field: "line.student", lineId: 8, before: null, after: 4 },
        { field: "line.memo", lineId: 8, before: "gift", after: null },
      ],
    ],
    [
      "payor and lines together",
      { payor: { city: "Shelbyville" }, lines: [{ lineId: 7, memo: "size swapped" }] },
      [
        { field: "payor.city", lineId: null, before: "Springfield", after: "Shelbyville" },
        { field: "line.memo", lineId: 7, before: null, after: "size swapped" },
      ],
    ],
  ])("%s", (_what, edit, expected) => {
    expect(diffOrderEdit(order, edit)).toEqual(expected);
  });

  it("refuses a line the order does not have", () => {
    expect(() => diffOrderEdit(order, { lines: [{ lineId: 99, memo: "x" }] })).toThrow(UnknownLineError);
  });
});

describe("decideUndo", () => {
  const change = (over: Partial<UndoFacts>): UndoFacts => ({ field: "payor.name", lineId: null, before: "Old Name", after: "Pat Payer", undone: false, ...over });

  it.each<[string, UndoFacts, ReturnType<typeof decideUndo>["kind"]]>([
    ["the field still holds the change's after: restore", change({}), "restore"],
    ["already undone: nothing more", change({ undone: true }), "already-undone"],
    ["already undone wins even if the field moved on", change({ undone: true, after: "Someone Else" }), "already-undone"],
    ["a later change touched the field: refused", change({ after: "Someone Else" }), "conflict"],
    ["a line field still as the change left it", change({ field: "line.student", lineId: 7, before: null, after: 3 }), "restore"],
    ["a line field changed since", change({ field: "line.student", lineId: 7, before: null, after: 5 }), "conflict"],
    ["custom fields compared by value", change({ field: "line.cfs", lineId: 7, before: {}, after: { Clubs: ["Chess", "Band"], Size: "M" } }), "restore"],
    ["a line that is gone", change({ field: "line.memo", lineId: 99, before: null, after: "x" }), "conflict"],
    ["a field that is not editable", change({ field: "payor.amount", before: "1", after: "2" }), "conflict"],
  ])("%s", (_what, facts, expected) => {
    expect(decideUndo(facts, order).kind).toBe(expected);
  });

  it("an undo is itself a change from after back to before", () => {
    expect(decideUndo(change({}), order)).toEqual({
      kind: "restore",
      draft: { field: "payor.name", lineId: null, before: "Pat Payer", after: "Old Name" },
    });
  });
});

describe("sameValue", () => {
  it.each([
    [null, undefined, true],
    ["a", "a", true],
    ["", null, false],
    [3, "3", false],
    [{ a: "1", b: ["x"] }, { b: ["x"], a: "1" }, true],
  ] as const)("%j vs %j", (a, b, expected) => {
    expect(sameValue(a as never, b as never)).toBe(expected);
  });
});
