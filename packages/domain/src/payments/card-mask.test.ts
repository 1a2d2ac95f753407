import { describe, expect, it } from "vitest";
import { cardLastFour, maskCardNumber, serialisedAs, storedCardOf } from "./card-mask.ts";

describe("card masking (docs/product/checkout-and-payments.md)", () => {
  it.each([
    ["4111111111111111", "1111"],
    ["378282246310005", "0005"],
    ["4000000000000000006", "0006"],
  ])("%s shows only its last four", (digits, last4) => {
    expect(cardLastFour(digits)).toBe(last4);
    expect(maskCardNumber(digits)).toBe(`•••• ${last4}`);
    expect(maskCardNumber(digits)).not.toContain(digits.slice(0, -4));
  });

  it("keeps brand, last four and expiry, and nothing that holds the number", () => {
    const stored = storedCardOf("4242424242424242", "visa", { month: 9, year: 2030 });
    expect(stored).toEqual({ brand: "visa", last4: "4242", expMonth: 9, expYear: 2030 });
    expect(JSON.stringify(stored)).not.toContain("424242424242");
  });
});

describe("serialisedAs", () => {
  it("replaces the object in JSON only", () => {
    const card = serialisedAs({ digits: "4111111111111111", last4: "1111" }, () => ({ last4: "1111" }));
    expect(JSON.stringify({ card })).toBe('{"card":{"last4":"1111"}}');
    expect(card).toEqual({ digits: "4111111111111111", last4: "1111" });
    expect(Object.keys(card)).toEqual(["digits", "last4"]);
  });
});
