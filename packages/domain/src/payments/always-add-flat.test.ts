import { describe, expect, it } from "vitest";
import { computeItemTotals, type ItemTotalsInput } from "../items/fees.ts";
import { alwaysAddFlatFeeCents, showsDefaultItemFee } from "./always-add-flat.ts";
import { computeOrderTotals } from "./order-totals.ts";

describe("alwaysAddFlatFeeCents (docs/product/items-and-fees.md: company fee behaviour)", () => {
  it.each([
    ["AlwaysAddFlat adds the default item fee", "AlwaysAddFlat", 100, 100],
    ["AlwaysAddFlat with no default adds nothing", "AlwaysAddFlat", 0, 0],
    ["Default adds nothing, whatever the stored default", "Default", 100, 0],
    ["Absorb adds nothing", "Absorb", 250, 0],
  ] as const)("%s", (_name, feeBehaviour, defaultItemFeeCents, expected) => {
    expect(alwaysAddFlatFeeCents({ feeBehaviour, defaultItemFeeCents })).toBe(expected);
  });

  it.each([
    ["AlwaysAddFlat", true],
    ["Default", false],
    ["Absorb", false],
  ] as const)("the item builder shows the default item fee input under %s: %s", (feeBehaviour, shown) => {
    expect(showsDefaultItemFee({ feeBehaviour })).toBe(shown);
  });
});

describe("the flat fee in the item fee maths", () => {
  const line: ItemTotalsInput = { amountCents: 2500, quantity: 3, taxPercentHundredths: 625, shippingCents: 500, feeType: "None" };
  it.each([
    // 3 × 25.00 = 75.00; tax 6.25 % = 4.6875; shipping 5.00; fee as below.
    ["None with a flat fee: the flat fee once per line, not per unit", { feeType: "None", flatFeeCents: 100 }, 100, 8569],
    ["None without AlwaysAddFlat: no fee", { feeType: "None", flatFeeCents: 0 }, 0, 8469],
    ["Fixed keeps its own fee × quantity, no flat fee on top", { feeType: "Fixed", feeCents: 150, flatFeeCents: 100 }, 450, 8919],
    ["Suggested keeps the server's fee, no flat fee on top", { feeType: "Suggested", suggestedFeeCents: 275, flatFeeCents: 100 }, 275, 8744],
  ] as const)("%s", (_name, fee, feeCents, totalCents) => {
    const totals = computeItemTotals({ ...line, ...fee });
    expect(totals.cents.fee).toBe(feeCents);
    expect(totals.cents.total).toBe(totalCents);
  });

  it("refuses a negative or fractional flat fee", () => {
    expect(() => computeItemTotals({ ...line, flatFeeCents: -1 })).toThrow(RangeError);
    expect(() => computeItemTotals({ ...line, flatFeeCents: 0.5 })).toThrow(RangeError);
  });

  it("is a convenience fee: removing fees removes it from the order", () => {
    const lines = [
      { lineId: 1, ...line, flatFeeCents: 100 },
      { lineId: 2, amountCents: 1000, quantity: 1, taxPercentHundredths: 0, shippingCents: 0, feeType: "None" as const, flatFeeCents: 100 },
    ];
    const kept = computeOrderTotals(lines, { removeConvenienceFees: false });
    const removed = computeOrderTotals(lines, { removeConvenienceFees: true });
    expect(kept.charged.cents.fee).toBe(200);
    expect(kept.charged.cents.total).toBe(8569 + 1100);
    expect(removed.charged.cents.fee).toBe(0);
    expect(removed.charged.cents.total).toBe(8469 + 1000);
  });
});
