import { describe, expect, it } from "vitest";
import { CARD_BRAND_RULES, brandsAcceptedByAll, cardBrandOf, isBrandAccepted, isLengthValidForBrand, isSecurityCodeValid } from "./card-brand.ts";

describe("cardBrandOf: brand by prefix (docs/product/checkout-and-payments.md)", () => {
  it.each([
    ["4111111111111111", "visa"],
    ["4", "visa"],
    ["5100000000000000", "mc"],
    ["5555555555554444", "mc"],
    ["6011111111111117", "disc"],
    ["6500000000000000", "disc"],
    ["6221260000000000", "disc"],
    ["6229250000000000", "disc"],
    ["6440000000000000", "disc"],
    ["6490000000000000", "disc"],
    ["340000000000000", "amex"],
    ["378282246310005", "amex"],
  ])("%s is %s", (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  it.each([
    ["5000000000000000", "5 but not 51-55 (Maestro)"],
    ["5600000000000000", "56"],
    ["2221000000000000", "MasterCard's 2-series, in neither reading"],
    ["6221250000000000", "just below 622126"],
    ["6229260000000000", "just above 622925"],
    ["6430000000000000", "643"],
    ["6012000000000000", "6012"],
    ["3530111333300000", "3 but not 34/37 (JCB)"],
    ["3600000000000000", "36 (Diners)"],
    ["1234567890123", "1"],
    ["", "nothing"],
    ["62212", "too short to tell"],
  ])("%s has no brand: %s", (digits) => {
    expect(cardBrandOf(digits)).toBeNull();
  });
});

describe("lengths and security codes per brand", () => {
  it.each([
    ["4222222222222", "visa", true],
    ["4111111111111111", "visa", true],
    ["4000000000000000006", "visa", true],
    ["411111111111111", "visa", false],
    ["5555555555554444", "mc", true],
    ["555555555555444", "mc", false],
    ["6011111111111117", "disc", true],
    ["6011000000000000001", "disc", true],
    ["601100000000000", "disc", false],
    ["378282246310005", "amex", true],
    ["3782822463100050", "amex", false],
  ] as const)("%s as %s: %s", (digits, brand, ok) => {
    expect(isLengthValidForBrand(digits, brand)).toBe(ok);
  });

  it.each([
    ["123", "visa", true],
    ["1234", "visa", false],
    ["12", "mc", false],
    ["123", "disc", true],
    ["1234", "amex", true],
    ["123", "amex", false],
    ["12a", "visa", false],
    ["", "visa", false],
  ] as const)("code %j for %s: %s", (code, brand, ok) => {
    expect(isSecurityCodeValid(code, brand)).toBe(ok);
  });

  it("gives American Express alone a 4-digit code", () => {
    expect(Object.entries(CARD_BRAND_RULES).filter(([, rule]) => rule.securityCodeLength === 4).map(([brand]) => brand)).toEqual(["amex"]);
  });
});

describe("isBrandAccepted", () => {
  it("accepts only the payee's brands", () => {
    expect(isBrandAccepted("amex", ["visa", "mc"])).toBe(false);
    expect(isBrandAccepted("mc", ["visa", "mc"])).toBe(true);
    expect(isBrandAccepted("visa", [])).toBe(false);
  });
});

describe("brandsAcceptedByAll", () => {
  it.each([
    { payees: [], brands: ["visa", "mc", "disc", "amex"] },
    { payees: [["amex", "visa"]], brands: ["visa", "amex"] },
    { payees: [["visa", "mc", "disc"], ["mc", "visa"]], brands: ["visa", "mc"] },
    { payees: [["visa"], ["amex"]], brands: [] },
  ])("payees taking $payees may be paid with $brands", ({ payees, brands }) => {
    expect(brandsAcceptedByAll(payees.map((acceptedCardBrands) => ({ acceptedCardBrands })))).toEqual(brands);
  });
});
