import { CARD_BRANDS, PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { cardDigitsOf, checkCardNumber } from "./card-number.ts";

const ALL = CARD_BRANDS;

describe("checkCardNumber (docs/product/checkout-and-payments.md)", () => {
  it.each([
    ["4111111111111111", "visa", "16 digits"],
    ["4222222222222", "visa", "13 digits"],
    ["4000000000000000006", "visa", "19 digits"],
    ["378282246310005", "amex", "15 digits"],
    ["5555555555554444", "mc", "16 digits"],
    ["6011000000000000001", "disc", "19-digit Discover"],
    ["4111 1111 1111 1111", "visa", "spaces"],
    ["4111-1111-1111-1111", "visa", "hyphens"],
    [" 4111111111111111 ", "visa", "padding"],
  ] as const)("accepts %j as %s (%s)", (typed, brand, _length) => {
    const check = checkCardNumber(typed, ALL);
    expect(check).toEqual({ ok: true, digits: typed.replace(/[\s-]/g, ""), brand });
  });

  it.each([
    ["4111111111111112", "fails Luhn"],
    ["41111111112", "Luhn-valid, 11 digits: no brand issues that length"],
    ["4111111111", "10 characters: not longer than 10"],
    ["4000000000000000000000", "longer than 19"],
    ["411111111111111a", "a letter"],
    ["4111.1111.1111.1111", "dots are not separators"],
    ["", "empty"],
    ["5000000000000009", "Luhn-valid, no brand by prefix"],
    ["411111111111116", "Luhn-valid Visa prefix, 15 digits"],
    ["3782822463100050", "16-digit amex"],
  ])("refuses %j (%s) as an invalid number", (typed) => {
    expect(checkCardNumber(typed, ALL)).toEqual({ ok: false, message: PAYMENT_MESSAGES.invalidCardNumber });
  });

  it("says the card type is not accepted only for a valid number of a brand the payee refuses", () => {
    expect(checkCardNumber("378282246310005", ["visa", "mc"])).toEqual({ ok: false, message: PAYMENT_MESSAGES.cardTypeNotAccepted });
    // An invalid number is invalid, whichever brand it looks like.
    expect(checkCardNumber("378282246310006", ["visa", "mc"])).toEqual({ ok: false, message: PAYMENT_MESSAGES.invalidCardNumber });
  });
});

describe("cardDigitsOf", () => {
  it.each([
    ["4111 1111-1111 1111", "4111111111111111"],
    ["4111\t1111", "41111111"],
    ["4111/1111", null],
    ["", null],
  ])("%j → %j", (typed, digits) => {
    expect(cardDigitsOf(typed)).toBe(digits);
  });
});
