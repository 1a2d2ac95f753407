import { describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { type CartItemFacts, assertMaySellAll, cartItemAccess } from "./cart-access.ts";

const staff = { kind: "ADMIN" as const, companyPath: "/1/2/", categoryIds: null };
/** A coach: a role limited to the Athletics category (7). */
const coach = { kind: "ADMIN" as const, companyPath: "/1/2/", categoryIds: new Set([7]) };
const control = { kind: "CONTROL" as const, companyPath: "/1/", categoryIds: null };
const item: CartItemFacts = {
  status: "ACTIVE",
  isDraft: false,
  active: true,
  disableGuest: 0,
  availableToUsers: true,
  companyPath: "/1/2/3/",
  categoryId: 7,
};

describe("cartItemAccess: who may put an item in their cart", () => {
  it.each([
    ["staff, an item of their subtree", "TERMINAL", staff, {}, "ok"],
    ["staff, an item of their own company", "TERMINAL", staff, { companyPath: "/1/2/" }, "ok"],
    ["staff, an item of a sibling", "TERMINAL", staff, { companyPath: "/1/9/" }, "unknown"],
    ["staff, an item above them", "TERMINAL", staff, { companyPath: "/1/" }, "unknown"],
    ["control staff, anywhere", "TERMINAL", control, { companyPath: "/7/" }, "ok"],
    ["staff, a draft of their subtree", "TERMINAL", staff, { isDraft: true }, "not-payable"],
    ["staff, an item in the trash", "TERMINAL", staff, { status: "TRASH" }, "not-payable"],
    ["staff, a DRAFT status", "TERMINAL", staff, { status: "DRAFT" }, "not-payable"],
    ["staff, an inactive item", "TERMINAL", staff, { active: false }, "not-payable"],
    ["staff, a guest-only item", "TERMINAL", staff, { disableGuest: 2, availableToUsers: false }, "ok"],
    ["a category-limited seller, an item of their category", "TERMINAL", coach, {}, "ok"],
    ["a category-limited seller, an item of another category", "TERMINAL", coach, { categoryId: 8 }, "category"],
    ["a category-limited seller, an uncategorised item", "TERMINAL", coach, { categoryId: null }, "category"],
    [
      "a category-limited seller, another category out of their subtree",
      "TERMINAL",
      coach,
      { categoryId: 8, companyPath: "/9/" },
      "unknown",
    ],
    ["a parent, an item open to users", "PARENT", staff, { companyPath: "/9/" }, "ok"],
    ["a parent, an item closed to users", "PARENT", staff, { availableToUsers: false }, "unknown"],
    ["a parent, a draft", "PARENT", staff, { isDraft: true }, "unknown"],
    ["a guest, disable_guest 0", "GUEST", null, {}, "ok"],
    ["a guest, disable_guest 2 (guest checkout only)", "GUEST", null, { disableGuest: 2 }, "ok"],
    ["a guest, disable_guest 1 (no guests)", "GUEST", null, { disableGuest: 1 }, "unknown"],
    ["a guest, an item in the trash", "GUEST", null, { status: "TRASH" }, "unknown"],
    ["a guest, an inactive item", "GUEST", null, { active: false }, "unknown"],
  ] as const)("%s → %s", (_case, purpose, actor, change, expected) => {
    expect(cartItemAccess(purpose, actor, { ...item, ...change })).toBe(expected);
  });
});

describe("assertMaySellAll: the terminal checkout re-checks every line's item", () => {
  it("lets a seller sell items they may touch", () => {
    expect(() => assertMaySellAll(coach, [{ companyPath: "/1/2/", categoryId: 7 }])).not.toThrow();
    expect(() => assertMaySellAll(staff, [{ companyPath: "/1/2/", categoryId: null }])).not.toThrow();
  });

  it("refuses the whole sale when one item is of a category the seller's role excludes", () => {
    const sale = () =>
      assertMaySellAll(coach, [
        { companyPath: "/1/2/", categoryId: 7 },
        { companyPath: "/1/2/", categoryId: 8 },
      ]);
    expect(sale).toThrow(AppError);
    expect(sale).toThrow("Your role does not allow items of this category.");
  });
});
