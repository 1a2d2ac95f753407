import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { checkPurchase, clampQuantity, customFieldKey, emptyPurchase, priceText, type PurchasableItem } from "./purchase.ts";

const ticket: PurchasableItem = {
  itemId: 7,
  title: "Spring Musical",
  amountType: "Fixed",
  amountCents: 1200,
  customFields: [
    { label: "Performance", type: "dropdown", additionalInfo: "", isMandatory: true, options: ["Fri", "Sat"] },
    { label: "Diet", type: "checkboxes", additionalInfo: "", isMandatory: false, options: ["Vegan", "Nut-free"] },
    { label: "Note", type: "text", additionalInfo: "", isMandatory: false, options: [] },
  ],
};
const donation: PurchasableItem = { itemId: 9, title: "Booster", amountType: "AOpen", amountCents: 500, customFields: [] };

describe("emptyPurchase", () => {
  it("starts every field empty (checkboxes as a list) and an open amount at its suggestion", () => {
    expect(emptyPurchase(ticket)).toEqual({ amount: "", quantity: 1, cfs: { Performance: "", Diet: [], Note: "" } });
    expect(emptyPurchase(donation).amount).toBe("5.00");
    expect(emptyPurchase({ ...donation, amountCents: 0 }).amount).toBe("");
  });
});

describe("checkPurchase", () => {
  it("refuses empty required fields with the fixed message of docs/product/checkout-and-payments.md, outlining each", () => {
    expect(checkPurchase(ticket, emptyPurchase(ticket))).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.requiredCustomFields,
      fieldErrors: { [customFieldKey("Performance")]: "Required" },
    });
  });

  it("sends a fixed item without an amount, and only the fields filled in", () => {
    const values = { amount: "99", quantity: 2, cfs: { Performance: "Sat", Diet: ["Vegan"], Note: "  " } };
    expect(checkPurchase(ticket, values)).toEqual({
      ok: true,
      request: { itemId: 7, quantity: 2, cfs: { Performance: "Sat", Diet: ["Vegan"] } },
    });
  });

  it.each([
    ["$12.345", 1235],
    ["1,250.5", 125050],
    ["250000", 10_000_000],
  ])("reads the open amount %s by the dollar rules as %i cents", (amount, cents) => {
    expect(checkPurchase(donation, { amount, quantity: 1, cfs: {} })).toEqual({
      ok: true,
      request: { itemId: 9, amountCents: cents, quantity: 1, cfs: {} },
    });
  });

  it.each(["", "abc", "-5", "0.01"])("refuses the open amount %j as below the minimum (MIN_PAYMENT_ERROR)", (amount) => {
    expect(checkPurchase(donation, { amount, quantity: 1, cfs: {} })).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.minimumPayment,
      fieldErrors: { amount: PAYMENT_MESSAGES.minimumPayment },
    });
  });
});

describe("clampQuantity", () => {
  it.each([
    [0, 1],
    [2.6, 3],
    [5000, 1000],
    [Number.NaN, 1],
  ])("brings %d into range as %d", (typed, kept) => {
    expect(clampQuantity(typed)).toBe(kept);
  });
});

describe("priceText", () => {
  it.each([
    [{ amountType: "Fixed", amountCents: 1200 }, "$12.00"],
    [{ amountType: "AOpen", amountCents: 500 }, "Any amount (suggested $5.00)"],
    [{ amountType: "Open", amountCents: 0 }, "Any amount"],
  ] as const)("shows %o as %s", (item, text) => {
    expect(priceText(item)).toBe(text);
  });
});
