import { AUTH_MESSAGES, ITEM_FORM_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import type { Actor } from "../access.ts";
import { AppError } from "../errors.ts";
import { assertMayTouchItem, assertMayUseCategory, itemAccessRefusal, mayUseCategory, type ItemAccessRefusal } from "./access.ts";

type Who = Pick<Actor, "kind" | "companyPath" | "categoryIds">;
const admin = (categoryIds: number[] | null = null): Who => ({
  kind: "ADMIN",
  companyPath: "/1/4/",
  categoryIds: categoryIds === null ? null : new Set(categoryIds),
});
const control: Who = { kind: "CONTROL", companyPath: "/1/", categoryIds: null };

describe("itemAccessRefusal", () => {
  const cases: [string, Who, { companyPath: string; categoryId: number | null }, ItemAccessRefusal | null][] = [
    ["own company, unrestricted", admin(), { companyPath: "/1/4/", categoryId: null }, null],
    ["a site below, unrestricted", admin(), { companyPath: "/1/4/9/", categoryId: 3 }, null],
    ["a sibling company", admin(), { companyPath: "/1/5/", categoryId: 3 }, "out_of_scope"],
    ["the company above", admin(), { companyPath: "/1/", categoryId: null }, "out_of_scope"],
    ["a path that only starts alike", admin(), { companyPath: "/1/40/", categoryId: null }, "out_of_scope"],
    ["restricted, item of an allowed category", admin([3, 7]), { companyPath: "/1/4/", categoryId: 7 }, null],
    ["restricted, item of another category", admin([3]), { companyPath: "/1/4/", categoryId: 8 }, "category"],
    ["restricted, uncategorised item", admin([3]), { companyPath: "/1/4/", categoryId: null }, "category"],
    ["restricted and out of scope: scope is told first", admin([3]), { companyPath: "/2/", categoryId: 8 }, "out_of_scope"],
    ["control staff, anywhere", control, { companyPath: "/9/8/", categoryId: null }, null],
  ];
  it.each(cases)("%s", (_, actor, item, expected) => {
    expect(itemAccessRefusal(actor, item)).toBe(expected);
  });
});

describe("mayUseCategory", () => {
  it.each([
    [null, 5, true],
    [null, null, true],
    [[5], 5, true],
    [[5], 6, false],
    [[5], null, false],
    [[], 5, false],
  ] as const)("limited to %j, category %j → %j", (limits, categoryId, expected) => {
    expect(mayUseCategory(admin(limits === null ? null : [...limits]), categoryId)).toBe(expected);
  });
});

describe("the refusals", () => {
  const refusalOf = (work: () => void) => {
    try {
      work();
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const e = error as AppError;
      return { code: e.code, message: e.message, fieldErrors: e.fieldErrors ?? null };
    }
  };

  it("refuses an item out of scope as a page the actor may not see", () => {
    expect(refusalOf(() => assertMayTouchItem(admin(), { companyPath: "/2/", categoryId: null }))).toEqual({
      code: "FORBIDDEN",
      message: AUTH_MESSAGES.accessDenied,
      fieldErrors: null,
    });
  });

  it("refuses an excluded category with the product's message, on the category field, for items and for saves alike", () => {
    const expected = {
      code: "FORBIDDEN",
      message: ITEM_FORM_MESSAGES.categoryNotAllowed,
      fieldErrors: { categoryId: ITEM_FORM_MESSAGES.categoryNotAllowed },
    };
    expect(refusalOf(() => assertMayTouchItem(admin([1]), { companyPath: "/1/4/", categoryId: 2 }))).toEqual(expected);
    expect(refusalOf(() => assertMayUseCategory(admin([1]), 2))).toEqual(expected);
  });

  it("lets an allowed item and category through", () => {
    expect(refusalOf(() => assertMayTouchItem(admin([1]), { companyPath: "/1/4/", categoryId: 1 }))).toBeNull();
    expect(refusalOf(() => assertMayUseCategory(admin([1]), 1))).toBeNull();
  });
});
