import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { isBelowMinimumPayment, minimumPaymentProblem, readOpenAmount } from "./open-amount.ts";

describe("readOpenAmount (docs/product/items-and-fees.md, docs/product/checkout-and-payments.md)", () => {
  it.each([
    ["25", 2500, "25.00"],
    ["$25", 2500, "25.00"],
    ["$1,234.5", 123450, "1234.50"],
    ["12.34 USD", 1234, "12.34"],
    [".5", 50, "0.50"],
    ["0", 0, "0.00"],
    ["", 0, "0.00"],
    ["abc", 0, "0.00"],
    ["-5", 0, "0.00"],
    ["-0.01", 0, "0.00"],
    ["100000", 10_000_000, "100000.00"],
    ["100000.01", 10_000_000, "100000.00"],
    ["250000", 10_000_000, "100000.00"],
    ["1.005", 101, "1.01"],
    ["1.004", 100, "1.00"],
    ["0.995", 100, "1.00"],
  ])("%j → %i cents shown as %j", (raw, cents, text) => {
    expect(readOpenAmount(raw)).toEqual({ cents, text });
  });

  it("reads its own output back unchanged", () => {
    const once = readOpenAmount("$99,999.999");
    expect(readOpenAmount(once.text)).toEqual(once);
  });
});

describe("minimum payment (MIN_PAYMENT_ERROR: greater than $0.01)", () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
    [2500, false],
  ])("%i cents below the minimum: %s", (cents, below) => {
    expect(isBelowMinimumPayment(cents)).toBe(below);
    expect(minimumPaymentProblem(cents)).toBe(below ? PAYMENT_MESSAGES.minimumPayment : null);
  });
});
