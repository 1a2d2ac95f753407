import { describe, expect, it } from "vitest";
import { passesLuhn } from "./luhn.ts";

describe("passesLuhn (docs/product/checkout-and-payments.md)", () => {
  it.each([
    ["4111111111111111", true],
    ["4111111111111112", false],
    ["378282246310005", true],
    ["378282246310006", false],
    ["6011111111111117", true],
    ["5555555555554444", true],
    ["79927398713", true],
    ["79927398710", false],
    // 19 digits
    ["4000000000000000006", true],
    ["4000000000000000007", false],
    ["0", true],
    ["", false],
    ["4111 1111 1111 1111", false],
    ["411111111111111a", false],
  ])("%j → %s", (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });

  it("catches every single-digit typo of a valid number", () => {
    const valid = "4242424242424242";
    for (let position = 0; position < valid.length; position++) {
      for (let digit = 0; digit <= 9; digit++) {
        const typo = `${valid.slice(0, position)}${digit}${valid.slice(position + 1)}`;
        if (typo !== valid) expect(passesLuhn(typo), typo).toBe(false);
      }
    }
  });
});
