import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { OVERRIDDEN_VALUE, type PurchaseCustomField, cartLinePrice, checkCustomFields, missingRequiredFields } from "./cart-line.ts";

const fields: PurchaseCustomField[] = [
  { label: "T-shirt size", isMandatory: true },
  { label: "Allergies", isMandatory: true },
  { label: "Notes", isMandatory: false },
];

describe("required custom fields (docs/product/checkout-and-payments.md)", () => {
  it.each([
    [{ "T-shirt size": "M", Allergies: "none" }, []],
    [{ "T-shirt size": "M", Allergies: ["nuts"] }, []],
    [{ "T-shirt size": "M" }, ["Allergies"]],
    [{ "T-shirt size": "  ", Allergies: [] }, ["T-shirt size", "Allergies"]],
    [{ "T-shirt size": "M", Allergies: [" "] }, ["Allergies"]],
    [{}, ["T-shirt size", "Allergies"]],
    [{ Notes: "hello" }, ["T-shirt size", "Allergies"]],
  ])("%j leaves %j missing", (values, missing) => {
    expect(missingRequiredFields(fields, values)).toEqual(missing);
  });

  it("refuses with the product's message and names the fields to outline", () => {
    expect(checkCustomFields(fields, { "T-shirt size": "M" }, false)).toEqual({ ok: false, message: PAYMENT_MESSAGES.requiredCustomFields, missing: ["Allergies"] });
  });

  it("keeps the item's fields only", () => {
    expect(checkCustomFields(fields, { "T-shirt size": "M", Allergies: "none", Injected: "x" }, false)).toEqual({ ok: true, values: { "T-shirt size": "M", Allergies: "none" } });
  });

  it("with cf_override, marks the bypassed fields Overridden and keeps what was typed", () => {
    expect(checkCustomFields(fields, { "T-shirt size": "M", Notes: "late" }, true)).toEqual({
      ok: true,
      values: { "T-shirt size": "M", Allergies: OVERRIDDEN_VALUE, Notes: "late" },
    });
    expect(OVERRIDDEN_VALUE).toBe("Overridden");
  });

  it("has nothing to check for an item without custom fields", () => {
    expect(checkCustomFields([], {}, false)).toEqual({ ok: true, values: {} });
  });
});

describe("cartLinePrice (docs/product/checkout-and-payments.md: open amounts, MIN_PAYMENT_ERROR)", () => {
  it.each([
    ["Fixed", 2500, "$1", { ok: true, cents: 2500 }],
    ["Fixed", 1, undefined, { ok: false, message: PAYMENT_MESSAGES.minimumPayment }],
    ["Open", 2500, "$12.34", { ok: true, cents: 1234 }],
    ["AOpen", 0, "250000", { ok: true, cents: 10_000_000 }],
    ["Open", 0, "0.02", { ok: true, cents: 2 }],
    ["Open", 0, "0.01", { ok: false, message: PAYMENT_MESSAGES.minimumPayment }],
    ["Open", 0, "-20", { ok: false, message: PAYMENT_MESSAGES.minimumPayment }],
    ["Open", 2500, undefined, { ok: false, message: PAYMENT_MESSAGES.minimumPayment }],
  ] as const)("%s item at %i cents, typed %j → %j", (amountType, priceCents, typed, expected) => {
    expect(cartLinePrice({ amountType, priceCents }, typed)).toEqual(expected);
  });
});
