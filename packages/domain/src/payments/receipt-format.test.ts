import { describe, expect, it } from "vitest";
import { cardBrandName, receiptCustomFieldLines, receiptMoney, receiptPaymentLabel } from "./receipt-format.ts";

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
    [{ method: "CARD", cardBrand: "visa", cardLast4: "1111", checkNumber: null }, "Visa ending in 1111"],
    [{ method: "CARD", cardBrand: "amex", cardLast4: null, checkNumber: null }, "American Express"],
    [{ method: "CASH", cardBrand: null, cardLast4: null, checkNumber: null }, "Cash"],
    [{ method: "CHECK", cardBrand: null, cardLast4: null, checkNumber: "1042" }, "Check #1042"],
    [{ method: "CHECK", cardBrand: null, cardLast4: null, checkNumber: null }, "Check"],
  ] as const)("payment %o → %s", (payment, label) => {
    expect(receiptPaymentLabel(payment)).toBe(label);
  });

  it("writes custom fields as label: value, lists joined", () => {
    expect(receiptCustomFieldLines({ Size: "M", Toppings: ["Cheese", "Olives"] })).toEqual(["Size: M", "Toppings: Cheese, Olives"]);
    expect(receiptCustomFieldLines({})).toEqual([]);
  });
});
