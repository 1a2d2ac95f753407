import { ITEM_MESSAGES } from "@paydesk/validators/items/messages";
import { describe, expect, it } from "vitest";
import {
  type ItemTotalsInput,
  addOnValue,
  computeItemTotals,
  isFeeTypeOffered,
  priceEditBlockedMessage,
  pricingLayout,
  taxPercentForItem,
} from "./fees.ts";

const base: ItemTotalsInput = {
  amountCents: 1000,
  quantity: 1,
  taxPercentHundredths: 0,
  shippingCents: 0,
  feeType: "None",
};

describe("pricingLayout (docs/product/items-and-fees.md)", () => {
  it("shows the price and the suggested fee for fixed amounts", () => {
    expect(pricingLayout("Fixed")).toEqual({ showPrice: true, feeTypes: ["None", "Fixed", "Suggested"] });
  });

  it("hides the price and offers the calculated fee for open amounts", () => {
    for (const amountType of ["Open", "AOpen"] as const) {
      expect(pricingLayout(amountType)).toEqual({ showPrice: false, feeTypes: ["None", "Fixed", "Calculated"] });
    }
  });

  it("answers whether a fee type is offered", () => {
    expect(isFeeTypeOffered("Fixed", "Suggested")).toBe(true);
    expect(isFeeTypeOffered("Fixed", "Calculated")).toBe(false);
    expect(isFeeTypeOffered("AOpen", "Suggested")).toBe(false);
    expect(isFeeTypeOffered("Open", "Fixed")).toBe(true);
  });
});

describe("price editing and add-ons", () => {
  it("blocks editing the price under fee type None, with the product's message", () => {
    expect(priceEditBlockedMessage("None")).toBe("You must select a Fixed or Suggested fee type to edit this value.");
    expect(priceEditBlockedMessage("None")).toBe(ITEM_MESSAGES.feeTypeBlocksPrice);
    expect(priceEditBlockedMessage("Fixed")).toBeNull();
    expect(priceEditBlockedMessage("Suggested")).toBeNull();
    expect(priceEditBlockedMessage("Calculated")).toBeNull();
  });

  it("sets tax to the company default only when tax is included", () => {
    expect(taxPercentForItem({ includeTax: true, companyDefaultTaxHundredths: 825 })).toBe(825);
    expect(taxPercentForItem({ includeTax: false, companyDefaultTaxHundredths: 825 })).toBe(0);
  });

  it("zeroes a disabled add-on", () => {
    expect(addOnValue(true, 500)).toBe(500);
    expect(addOnValue(false, 500)).toBe(0);
  });
});

describe("computeItemTotals (docs/product/items-and-fees.md, Pricing and fees)", () => {
  it("adds nothing for fee type None", () => {
    const totals = computeItemTotals(base);
    expect(totals.cents).toEqual({ subtotal: 1000, tax: 0, shipping: 0, fee: 0, total: 1000 });
    expect(totals.suggestedFeeMissing).toBe(false);
  });

  it("taxes the subtotal, not shipping, and adds shipping once", () => {
    const totals = computeItemTotals({ ...base, quantity: 3, taxPercentHundredths: 825, shippingCents: 500 });
    // 3 × $10.00 = $30.00; tax 8.25 % = $2.475; + $5.00 shipping.
    expect(totals.mills4).toEqual({ subtotal: 300000, tax: 24750, shipping: 50000, fee: 0, total: 374750 });
    expect(totals.cents).toEqual({ subtotal: 3000, tax: 248, shipping: 500, fee: 0, total: 3748 });
  });

  it("keeps four decimals and rounds the charged total half up once", () => {
    // $0.99 at 7.5 % is $0.07425: kept as $0.0743, displayed as $0.07.
    const totals = computeItemTotals({ ...base, amountCents: 99, taxPercentHundredths: 750 });
    // 9900 × 750 / 10000 = 742.5 ten-thousandths: the fifth decimal rounds half up.
    expect(totals.mills4.tax).toBe(743);
    expect(totals.cents.tax).toBe(7);
    expect(totals.cents.total).toBe(106);
  });

  it("lets the total win when rounded parts disagree by a cent", () => {
    // Tax $0.005 and fee 0.5 % of $1.005 ≈ $0.005 each round up to a cent; together they are one.
    const totals = computeItemTotals({
      ...base,
      amountCents: 100,
      taxPercentHundredths: 50,
      feeType: "Calculated",
      cardRateHundredths: 50,
    });
    expect(totals.mills4.tax).toBe(50);
    expect(totals.mills4.fee).toBe(50);
    expect(totals.cents.tax + totals.cents.fee + totals.cents.subtotal).toBe(102);
    expect(totals.cents.total).toBe(101);
  });

  it("charges a fixed fee per unit", () => {
    const totals = computeItemTotals({ ...base, quantity: 4, feeType: "Fixed", feeCents: 150 });
    expect(totals.cents.fee).toBe(600);
    expect(totals.cents.total).toBe(4600);
  });

  it("ignores fee inputs that belong to other fee types", () => {
    const totals = computeItemTotals({
      ...base,
      feeType: "Fixed",
      feeCents: 100,
      suggestedFeeCents: 999,
      cardRateHundredths: 300,
      cardFixedFeeCents: 30,
    });
    expect(totals.cents.fee).toBe(100);
    expect(computeItemTotals({ ...base, feeType: "None", feeCents: 100 }).cents.fee).toBe(0);
  });

  it("adds the server's suggested fee once, as given", () => {
    const totals = computeItemTotals({ ...base, quantity: 2, feeType: "Suggested", suggestedFeeCents: 175 });
    expect(totals.cents).toEqual({ subtotal: 2000, tax: 0, shipping: 0, fee: 175, total: 2175 });
    expect(totals.suggestedFeeMissing).toBe(false);
  });

  it("shows no fee and says so when the suggestion failed to load", () => {
    for (const suggestedFeeCents of [null, undefined]) {
      const totals = computeItemTotals({ ...base, feeType: "Suggested", suggestedFeeCents });
      expect(totals.cents.fee).toBe(0);
      expect(totals.suggestedFeeMissing).toBe(true);
    }
  });

  it("estimates a calculated fee from the card rate on everything charged, plus the fixed card fee", () => {
    const totals = computeItemTotals({
      ...base,
      amountCents: 10000,
      taxPercentHundredths: 1000,
      shippingCents: 1000,
      feeType: "Calculated",
      cardRateHundredths: 295,
      cardFixedFeeCents: 30,
    });
    // ($100 + $10 tax + $10 shipping) × 2.95 % = $3.54, + $0.30.
    expect(totals.mills4.fee).toBe(38400);
    expect(totals.cents.total).toBe(12384);
  });

  it("allows a zero quantity", () => {
    expect(computeItemTotals({ ...base, quantity: 0, shippingCents: 200 }).cents.total).toBe(200);
  });

  it("refuses negative, fractional or unsafe inputs", () => {
    expect(() => computeItemTotals({ ...base, amountCents: -1 })).toThrow(RangeError);
    expect(() => computeItemTotals({ ...base, amountCents: 10.5 })).toThrow(RangeError);
    expect(() => computeItemTotals({ ...base, quantity: 1.5 })).toThrow(RangeError);
    expect(() => computeItemTotals({ ...base, feeType: "Fixed", feeCents: -5 })).toThrow(RangeError);
    expect(() => computeItemTotals({ ...base, taxPercentHundredths: Number.NaN })).toThrow(RangeError);
  });
});
