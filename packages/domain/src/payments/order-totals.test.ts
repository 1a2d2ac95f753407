import { describe, expect, it } from "vitest";
import { type CartLinePricing, computeOrderTotals } from "./order-totals.ts";

// $10.00 × 3, tax 8.25 %, shipping $5.00, Fixed fee $1.50 a unit.
const fixedFeeLine: CartLinePricing = { lineId: 1, amountCents: 1000, quantity: 3, taxPercentHundredths: 825, shippingCents: 500, feeType: "Fixed", feeCents: 150 };
// $19.99 × 1, Calculated from the payee's card rate 2.95 % and fixed $0.30.
const calcFeeLine: CartLinePricing = {
  lineId: 2,
  amountCents: 1999,
  quantity: 1,
  taxPercentHundredths: 0,
  shippingCents: 0,
  feeType: "Calculated",
  cardRateHundredths: 295,
  cardFixedFeeCents: 30,
};

describe("computeOrderTotals (docs/product/checkout-and-payments.md, docs/product/items-and-fees.md)", () => {
  const totals = computeOrderTotals([fixedFeeLine, calcFeeLine], { removeConvenienceFees: false });

  it("prices each line as its item alone: amount × quantity, tax, shipping, its fee", () => {
    // Line 1: 30.00 + 2.475 tax + 5.00 shipping + 4.50 fee = 41.975; line 2: 19.99 + 0.5897 + 0.30.
    expect(totals.withFees.lines.map((line) => line.totals.mills4)).toEqual([
      { subtotal: 300000, tax: 24750, shipping: 50000, fee: 45000, total: 419750 },
      { subtotal: 199900, tax: 0, shipping: 0, fee: 8897, total: 208797 },
    ]);
  });

  it("sums in ten-thousandths and rounds the charged total half up once", () => {
    expect(totals.withFees.mills4.total).toBe(628547);
    expect(totals.withFees.cents).toEqual({ subtotal: 4999, tax: 248, shipping: 500, fee: 539, total: 6285 });
    // The lines rounded one by one say 41.98 + 20.88 = 62.86: the total is not their sum.
    expect(totals.withFees.lines.map((line) => line.totals.cents.total)).toEqual([4198, 2088]);
  });

  it("splits the charged total over the lines by largest remainder, so they add up", () => {
    expect(totals.withFees.lines.map((line) => line.chargedCents)).toEqual([4197, 2088]);
    expect(totals.withoutFees.lines.map((line) => line.chargedCents)).toEqual([3748, 1999]);
    expect(totals.withoutFees.cents.total).toBe(5747);
  });

  it("charges with fees unless they were removed", () => {
    expect(totals.charged).toBe(totals.withFees);
    const removed = computeOrderTotals([fixedFeeLine, calcFeeLine], { removeConvenienceFees: true });
    expect(removed.charged).toBe(removed.withoutFees);
    expect(removed.charged.cents).toEqual({ subtotal: 4999, tax: 248, shipping: 500, fee: 0, total: 5747 });
  });

  it.each([
    ["None", { feeType: "None", feeCents: 150 }, 0],
    ["Fixed × quantity", { feeType: "Fixed", feeCents: 150, quantity: 4 }, 600],
    ["Fixed, no fee set", { feeType: "Fixed" }, 0],
    ["Suggested as the server gave it", { feeType: "Suggested", suggestedFeeCents: 275 }, 275],
    ["Suggested that failed to load", { feeType: "Suggested", suggestedFeeCents: null }, 0],
    // 2.95 % of $10.00 = $0.295 → $0.30 with the $0.30 fixed: $0.595 → $0.60.
    ["Calculated", { feeType: "Calculated", cardRateHundredths: 295, cardFixedFeeCents: 30 }, 60],
  ] as const)("fee type %s", (_case, change, feeCents) => {
    const line: CartLinePricing = { lineId: 9, amountCents: 1000, quantity: 1, taxPercentHundredths: 0, shippingCents: 0, ...change };
    expect(computeOrderTotals([line], { removeConvenienceFees: false }).charged.cents.fee).toBe(feeCents);
    expect(computeOrderTotals([line], { removeConvenienceFees: true }).charged.cents.fee).toBe(0);
  });

  it("rounds a half cent up", () => {
    // $0.10 with 5 % tax is $0.105.
    const line: CartLinePricing = { lineId: 1, amountCents: 10, quantity: 1, taxPercentHundredths: 500, shippingCents: 0, feeType: "None" };
    expect(computeOrderTotals([line], { removeConvenienceFees: false }).charged.cents.total).toBe(11);
  });

  it("is all zeros for an empty cart and for free lines", () => {
    const empty = computeOrderTotals([], { removeConvenienceFees: false });
    expect(empty.charged).toEqual({ lines: [], mills4: { subtotal: 0, tax: 0, shipping: 0, fee: 0, total: 0 }, cents: { subtotal: 0, tax: 0, shipping: 0, fee: 0, total: 0 } });
    const free: CartLinePricing = { lineId: 1, amountCents: 0, quantity: 2, taxPercentHundredths: 825, shippingCents: 0, feeType: "None" };
    expect(computeOrderTotals([free], { removeConvenienceFees: false }).charged.cents.total).toBe(0);
  });

  it("stays exact at the caps: $100,000 × 1,000 at 99.99 % tax", () => {
    const line: CartLinePricing = { lineId: 1, amountCents: 10_000_000, quantity: 1000, taxPercentHundredths: 9999, shippingCents: 10_000_000, feeType: "Fixed", feeCents: 10_000_000 };
    const { cents } = computeOrderTotals([line], { removeConvenienceFees: false }).charged;
    expect(cents).toEqual({ subtotal: 10_000_000_000, tax: 9_999_000_000, shipping: 10_000_000, fee: 10_000_000_000, total: 30_009_000_000 });
  });

  it("refuses amounts that are not integer cents instead of hiding a float", () => {
    expect(() => computeOrderTotals([{ ...fixedFeeLine, amountCents: 10.5 }], { removeConvenienceFees: false })).toThrow(RangeError);
  });

  it("splits many equal thirds of a cent so the lines add up to the total", () => {
    // $0.01 at 33.33 % tax: 1.3333 cents per line, ten lines 13.333 → 13 cents.
    const lines = Array.from({ length: 10 }, (_, index): CartLinePricing => ({ lineId: index, amountCents: 1, quantity: 1, taxPercentHundredths: 3333, shippingCents: 0, feeType: "None" }));
    const { charged } = computeOrderTotals(lines, { removeConvenienceFees: false });
    expect(charged.cents.total).toBe(13);
    expect(charged.lines.reduce((sum, line) => sum + line.chargedCents, 0)).toBe(13);
    expect(charged.lines.map((line) => line.chargedCents)).toEqual([2, 2, 2, 1, 1, 1, 1, 1, 1, 1]);
  });
});
