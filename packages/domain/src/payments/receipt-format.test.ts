import { describe, expect, it } from "vitest";
import { cardBrandName, checkText, lineArithmetic, orderText, receiptCustomFieldLines, receiptMoney, receiptPaymentLabel, receiptSellerNames } from "./receipt-format.ts";

describe("receipt wording", () => {
  it.each([
    [2500, "$25.00"],
    [5, "$0.05"],
    [0, "$0.00"],
    [123456, "$1234.56"],
    [-150, "-$1.50"],
  ])("money %i → %s", (cents, text) => {
    expect(receiptMoney(cents)).toBe(text);
  });

  it.each([
    ["visa", "Visa"],
    ["mc", "MasterCard"],
    ["disc", "Discover"],
    ["amex", "American Express"],
    ["AmericanExpress", "American Express"],
    ["MasterCard", "MasterCard"],
    ["jcb", "jcb"],
    [null, "Card"],
  ])("brand %s → %s", (brand, name) => {
    expect(cardBrandName(brand)).toBe(name);
  });

  it.each([
    [{ method: "CARD", cardBrand: "visa", cardLast4: "1111", checkNumber: null }, "Visa ending 1111"],
    [{ method: "CARD", cardBrand: "amex", cardLast4: null, checkNumber: null }, "American Express"],
    [{ method: "CASH", cardBrand: null, cardLast4: null, checkNumber: null }, "Cash"],
    [{ method: "CHECK", cardBrand: null, cardLast4: null, checkNumber: "1042" }, "Check #1042"],
    [{ method: "CHECK", cardBrand: null, cardLast4: null, checkNumber: null }, "Check"],
  ] as const)("payment %o → %s", (payment, label) => {
    expect(receiptPaymentLabel(payment)).toBe(label);
  });

  it.each([
    ["1042", "Check #1042"],
    [" 77 ", "Check #77"],
    ["", "Check"],
    [null, "Check"],
  ])("check number %o → %s", (number, text) => {
    expect(checkText(number)).toBe(text);
  });

  it("names an order by its number alone", () => {
    expect(orderText(217)).toBe("Order 217");
  });

  it("writes custom fields as label: value, lists joined", () => {
    expect(receiptCustomFieldLines({ Size: "M", Toppings: ["Cheese", "Olives"] })).toEqual(["Size: M", "Toppings: Cheese, Olives"]);
    expect(receiptCustomFieldLines({})).toEqual([]);
  });
});

describe("lineArithmetic", () => {
  it.each([
    // Tax was hidden: "$15 × 1 + $0 fee = $16.24".
    ["tax shown beside a zero fee", { quantity: 1, amountCents: 1500, feeCents: 0, taxCents: 124, totalCents: 1624 }, "$15.00 × 1 + $0.00 fee + $1.24 tax = $16.24"],
    // The fee was hidden: "3 × $12.00 = $39.00".
    ["fee shown beside a zero tax", { quantity: 3, amountCents: 1200, feeCents: 300, taxCents: 0, totalCents: 3900 }, "$12.00 × 3 + $3.00 fee + $0.00 tax = $39.00"],
    ["shipping when there is some", { quantity: 2, amountCents: 1000, feeCents: 60, taxCents: 100, shippingCents: 500, totalCents: 2660 }, "$10.00 × 2 + $0.60 fee + $1.00 tax + $5.00 shipping = $26.60"],
    ["a cent of rounding shown rather than a sum that does not add up", { quantity: 1, amountCents: 1000, feeCents: 33, taxCents: 0, totalCents: 1034 }, "$10.00 × 1 + $0.33 fee + $0.00 tax + $0.01 rounding = $10.34"],
    ["a negative rounding", { quantity: 1, amountCents: 1000, feeCents: 33, taxCents: 0, totalCents: 1032 }, "$10.00 × 1 + $0.33 fee + $0.00 tax - $0.01 rounding = $10.32"],
  ])("%s", (_what, line, text) => {
    expect(lineArithmetic(line).text).toBe(text);
  });

  it("adds up: price × quantity and every part make the total", () => {
    const line = { quantity: 3, amountCents: 1200, feeCents: 300, taxCents: 87, shippingCents: 250, totalCents: 4237 };
    const { parts } = lineArithmetic(line);
    expect(parts.map((p) => p.kind)).toEqual(["price", "fee", "tax", "shipping"]);
  });
});

describe("receiptSellerNames", () => {
  it.each([
    [[], ""],
    [["Lincoln High School"], "Lincoln High School"],
    [["Springfield School District", "Lincoln High School"], "Springfield School District and Lincoln High School"],
    [["A", "B", "C"], "A, B and C"],
  ])("%o → %s", (names, text) => {
    expect(receiptSellerNames(names)).toBe(text);
  });
});
