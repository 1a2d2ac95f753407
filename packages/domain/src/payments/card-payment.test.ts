import { CARD_BRANDS, PAYMENT_MESSAGES, type TPaymentObjectInput, ZPaymentObject } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { type CardRules, cardPaymentProblems, checkCardPayment, paymentSchemaFor } from "./card-payment.ts";

const rules: CardRules = { now: new Date(Date.UTC(2026, 5, 15)), acceptedBrands: CARD_BRANDS };
const address = { street: "1 Main St", city: "Springfield", state: "IL", country: "USA", postal_code: "62701" };
const manual: TPaymentObjectInput = { payment_method: "card", name: "Jane Payer", ...address, cc_pan: "4111 1111 1111 1111", cc_month: "06", cc_year: "2026", cc_cv: "123" };
const swipe: TPaymentObjectInput = {
  payment_method: "card",
  name: "JOHN DOE",
  ...address,
  magtrack1: "%B378282246310005^DOE/JOHN^2812?",
  magtrack2: ";378282246310005=2812?",
};

const parse = (input: TPaymentObjectInput) => ZPaymentObject.parse(input);

describe("checkCardPayment: manual entry (docs/product/checkout-and-payments.md)", () => {
  it("passes a good card and keeps only brand, last four and expiry", () => {
    expect(checkCardPayment(parse(manual), rules)).toEqual({
      ok: true,
      card: { entry: "manual", digits: "4111111111111111", securityCode: "123", stored: { brand: "visa", last4: "1111", expMonth: 6, expYear: 2026 } },
    });
  });

  it.each([
    [{ cc_pan: "4111111111111112" }, [{ field: "cc_pan", message: PAYMENT_MESSAGES.invalidCardNumber }]],
    [{ cc_month: "05" }, [{ field: "cc_month", message: PAYMENT_MESSAGES.cardExpired }]],
    [{ cc_month: "", cc_year: "" }, [{ field: "cc_month", message: PAYMENT_MESSAGES.expiryInvalid }]],
    [{ cc_cv: "1234" }, [{ field: "cc_cv", message: PAYMENT_MESSAGES.securityCodeInvalid }]],
    [{ cc_pan: "378282246310005", cc_cv: "123" }, [{ field: "cc_cv", message: PAYMENT_MESSAGES.securityCodeInvalid }]],
    [
      { cc_pan: "1234", cc_month: "13", cc_cv: "" },
      [
        { field: "cc_pan", message: PAYMENT_MESSAGES.invalidCardNumber },
        { field: "cc_month", message: PAYMENT_MESSAGES.expiryInvalid },
      ],
    ],
  ])("reports %j", (change, problems) => {
    expect(cardPaymentProblems(parse({ ...manual, ...change }), rules)).toEqual(problems);
  });

  it("serialises to its stored part only, so a logged card leaks no number or code", () => {
    const check = checkCardPayment(parse({ ...manual, cc_pan: "4242424242424242", cc_cv: "987" }), rules);
    const json = JSON.stringify(check);
    expect(json).not.toContain("424242424242");
    expect(json).not.toContain("987");
    expect(JSON.parse(json)).toEqual({ ok: true, card: { entry: "manual", stored: { brand: "visa", last4: "4242", expMonth: 6, expYear: 2026 } } });
    // The gateway still reads the digits from the object itself.
    expect(check?.ok && check.card.digits).toBe("4242424242424242");
  });

  it("accepts an American Express card with its 4-digit code", () => {
    expect(cardPaymentProblems(parse({ ...manual, cc_pan: "378282246310005", cc_cv: "1234" }), rules)).toEqual([]);
  });

  it("refuses a brand the payee does not accept", () => {
    expect(cardPaymentProblems(parse(manual), { ...rules, acceptedBrands: ["mc"] })).toEqual([{ field: "cc_pan", message: PAYMENT_MESSAGES.cardTypeNotAccepted }]);
  });
});

describe("checkCardPayment: swipe", () => {
  it("reads the tracks and needs no security code", () => {
    expect(checkCardPayment(parse(swipe), rules)).toEqual({
      ok: true,
      card: { entry: "swipe", digits: "378282246310005", securityCode: null, stored: { brand: "amex", last4: "0005", expMonth: 12, expYear: 2028 } },
    });
  });

  it.each([
    [{ magtrack1: "garbage" }, { field: "magtrack1", message: PAYMENT_MESSAGES.unreadableCard }],
    [{ magtrack1: "", magtrack2: ";4111=2812?" }, { field: "magtrack2", message: PAYMENT_MESSAGES.unreadableCard }],
    [{ magtrack1: "%B378282246310006^DOE/JOHN^2812?", magtrack2: "" }, { field: "magtrack1", message: PAYMENT_MESSAGES.invalidCardNumber }],
    [{ magtrack1: "%B378282246310005^DOE/JOHN^2605?", magtrack2: "" }, { field: "magtrack1", message: PAYMENT_MESSAGES.cardExpired }],
  ])("reports %j", (change, problem) => {
    expect(cardPaymentProblems(parse({ ...swipe, ...change }), rules)).toEqual([problem]);
  });

  it("prefers the swipe when the form also holds a typed number", () => {
    expect(checkCardPayment(parse({ ...swipe, cc_pan: "4111111111111112" }), rules)?.ok).toBe(true);
  });

  it("refuses a swiped brand the payee does not accept", () => {
    expect(cardPaymentProblems(parse(swipe), { ...rules, acceptedBrands: ["visa"] })).toEqual([{ field: "magtrack1", message: PAYMENT_MESSAGES.cardTypeNotAccepted }]);
  });
});

describe("what the card rules leave alone", () => {
  it.each([
    ["cash", { payment_method: "cash", name: "Pat", postal_code: "62701", cc_pan: "1" }],
    ["check", { payment_method: "Check", name: "Pat", postal_code: "62701", check_number: "101" }],
    ["a card with no data", { payment_method: "card", name: "Pat", ...address }],
  ] as const)("%s", (_case, input) => {
    expect(checkCardPayment(parse(input), rules)).toBeNull();
  });
});

describe("paymentSchemaFor: every rule at once", () => {
  it("reports the object's rules and the card's together, on their fields", () => {
    const result = paymentSchemaFor(rules).safeParse({ ...manual, name: "J", state: "NA", cc_pan: "4111111111111112" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["name", PAYMENT_MESSAGES.cardNameTooShort],
      ["state", PAYMENT_MESSAGES.stateRequired],
      ["cc_pan", PAYMENT_MESSAGES.invalidCardNumber],
    ]);
  });

  it("says only that card data is missing when there is none", () => {
    const result = paymentSchemaFor(rules).safeParse({ payment_method: "card", name: "Jane", ...address });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PAYMENT_MESSAGES.cardDataRequired]);
  });

  it("parses a good payment into its method and entry", () => {
    expect(paymentSchemaFor(rules).parse(swipe)).toMatchObject({ method: "card", entry: "swipe" });
  });
});
