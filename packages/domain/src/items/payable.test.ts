import { describe, expect, it } from "vitest";
import { isPubliclyPayable, type PayableItemFlags } from "./payable.ts";

const payable: PayableItemFlags = { active: true, isDraft: false, status: "ACTIVE", visible: true, disableGuest: 0 };

describe("isPubliclyPayable (docs/product/items-and-fees.md: pay link, guest setting)", () => {
  it.each([
    { name: "active, visible, guests welcome", change: {}, expected: true },
    { name: "visible, sign-in required", change: { disableGuest: 1 }, expected: true },
    { name: "hidden, guests welcome (reached by its link)", change: { visible: false }, expected: true },
    { name: "hidden, guest checkout only", change: { visible: false, disableGuest: 2 }, expected: true },
    { name: "hidden, sign-in required", change: { visible: false, disableGuest: 1 }, expected: false },
    { name: "inactive", change: { active: false }, expected: false },
    { name: "a draft", change: { isDraft: true }, expected: false },
    { name: "status DRAFT", change: { status: "DRAFT" as const }, expected: false },
    { name: "in the trash", change: { status: "TRASH" as const }, expected: false },
  ])("$name → $expected", ({ change, expected }) => {
    expect(isPubliclyPayable({ ...payable, ...change })).toBe(expected);
  });
});
