import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "./messages.ts";
import { type TPaymentRequest, ZPaymentRequestSchema, cardEntryOf, paymentMethodOf, postalCodeCharacters } from "./payment.ts";

const address = { street: "1 Main St", city: "Springfield", state: "IL", country: "USA", postal_code: "62701" };
const card: TPaymentRequest = { payment_method: "card", name: "Jane Payer", ...address, cc_pan: "4111111111111111", cc_month: "12", cc_year: "2030", cc_cv: "123" };
const cash: TPaymentRequest = { payment_method: "cash", name: "Pat Payer", postal_code: "62701" };
const check: TPaymentRequest = { payment_method: "check", name: "Pat Payer", postal_code: "62701", check_number: "1042" };

function problems(input: unknown): [string, string][] {
  const result = ZPaymentRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("ZPaymentRequestSchema: the payment object of docs/product/checkout-and-payments.md", () => {
  it.each([
    ["a keyed card", card, { method: "card", entry: "manual" }],
    ["a swiped card", { ...card, cc_pan: "", magtrack1: "%B4111111111111111^DOE/JOHN^3012?" }, { method: "card", entry: "swipe" }],
    ["cash", cash, { method: "cash", entry: null }],
    ["a check", check, { method: "check", entry: null }],
    ["the legacy Ecommerce", { ...card, payment_method: "Ecommerce" }, { method: "card", entry: "manual" }],
    ["the legacy Retail", { ...card, payment_method: "Retail" }, { method: "card", entry: "manual" }],
    ["the legacy Cash", { ...cash, payment_method: "Cash" }, { method: "cash", entry: null }],
    ["the legacy Check", { ...check, payment_method: "Check" }, { method: "check", entry: null }],
  ])("accepts %s", (_case, input, expected) => {
    expect(ZPaymentRequestSchema.parse(input)).toMatchObject(expected);
  });

  it("trims, defaults the country to USA and reads form flags", () => {
    const parsed = ZPaymentRequestSchema.parse({ ...card, name: "  Jane  ", country: "", email_receipt: "1", email: "jane@example.com", remove_conv_fees: "on" });
    expect(parsed).toMatchObject({ name: "Jane", country: "USA", email_receipt: true, remove_conv_fees: true });
    expect(ZPaymentRequestSchema.parse({ ...card, email_receipt: "0", remove_conv_fees: false })).toMatchObject({ email_receipt: false, remove_conv_fees: false });
  });

  it.each(["bitcoin", "", undefined])("refuses the payment method %j with a clear message", (payment_method) => {
    expect(problems({ ...card, payment_method })).toEqual([["payment_method", PAYMENT_MESSAGES.choosePaymentMethod]]);
  });

  it.each([
    ["name", "x".repeat(101), PAYMENT_MESSAGES.fieldTooLong],
    ["street", "x".repeat(201), PAYMENT_MESSAGES.fieldTooLong],
    ["cc_pan", "4".repeat(41), PAYMENT_MESSAGES.invalidCardNumber],
    ["magtrack1", "%".repeat(201), PAYMENT_MESSAGES.unreadableCard],
    ["city", 42, PAYMENT_MESSAGES.fieldNotText],
    ["cc_pan", 4111111111111111, PAYMENT_MESSAGES.fieldNotText],
  ])("refuses an overlong or wrong-typed %s with a message", (field, value, message) => {
    expect(problems({ ...card, [field]: value })).toEqual([[field, message]]);
  });
});

describe("card rules the object can judge alone (docs/product/checkout-and-payments.md)", () => {
  it.each([
    ["no card data", { cc_pan: "" }, [["cc_pan", PAYMENT_MESSAGES.cardDataRequired]]],
    ["a one-letter name", { name: "J" }, [["name", PAYMENT_MESSAGES.cardNameTooShort]]],
    ["no name", { name: "" }, [["name", PAYMENT_MESSAGES.cardNameTooShort]]],
    ["no street", { street: " " }, [["street", PAYMENT_MESSAGES.streetRequired]]],
    ["no city", { city: "" }, [["city", PAYMENT_MESSAGES.cityRequired]]],
    ["no state", { state: "" }, [["state", PAYMENT_MESSAGES.stateRequired]]],
    ["state NA", { state: "NA" }, [["state", PAYMENT_MESSAGES.stateRequired]]],
    ["state na", { state: "na" }, [["state", PAYMENT_MESSAGES.stateRequired]]],
    [
      "nothing but the method",
      { name: "", street: "", city: "", state: "", postal_code: "", cc_pan: "" },
      [
        ["name", PAYMENT_MESSAGES.cardNameTooShort],
        ["cc_pan", PAYMENT_MESSAGES.cardDataRequired],
        ["street", PAYMENT_MESSAGES.streetRequired],
        ["city", PAYMENT_MESSAGES.cityRequired],
        ["state", PAYMENT_MESSAGES.stateRequired],
        ["postal_code", PAYMENT_MESSAGES.postalCodeRequired],
      ],
    ],
  ])("%s", (_case, change, expected) => {
    expect(problems({ ...card, ...change })).toEqual(expected);
  });

  it("accepts a two-letter name", () => {
    expect(problems({ ...card, name: "Jo" })).toEqual([]);
  });
});

describe("postal codes: required always, 5 to 9 characters in the USA and Canada", () => {
  it.each([
    ["USA", "62701", true],
    ["USA", "62701-1234", true],
    ["USA", "627011234", true],
    ["USA", "6270", false],
    ["USA", "6270112345", false],
    ["CAN", "K1A 0B6", true],
    ["can", "K1A", false],
    ["GBR", "SW1", true],
    ["", "1234", false],
  ])("%s %j: %s", (country, postal_code, ok) => {
    expect(problems({ ...card, country, postal_code })).toEqual(ok ? [] : [["postal_code", PAYMENT_MESSAGES.postalCodeLength]]);
  });

  it.each([
    ["card", card],
    ["cash", cash],
    ["check", check],
  ])("is required for %s", (_case, input) => {
    expect(problems({ ...input, postal_code: " " })).toEqual([["postal_code", PAYMENT_MESSAGES.postalCodeRequired]]);
  });

  it("counts characters without separators", () => {
    expect(postalCodeCharacters(" 62701-1234 ")).toBe("627011234");
  });
});

describe("cash and check (docs/product/checkout-and-payments.md)", () => {
  it.each([
    ["cash with no payer name", { ...cash, name: "" }, [["name", PAYMENT_MESSAGES.payerNameBlank]]],
    ["cash with a blank payer name", { ...cash, name: "   " }, [["name", PAYMENT_MESSAGES.payerNameBlank]]],
    ["cash with a one-letter name", { ...cash, name: "P" }, [["name", PAYMENT_MESSAGES.payerNameTooShort]]],
    ["check with no payer name", { ...check, name: "" }, [["name", PAYMENT_MESSAGES.payerNameBlank]]],
    ["check with a one-letter name", { ...check, name: "P" }, []],
    ["check with no number", { ...check, check_number: "" }, [["check_number", PAYMENT_MESSAGES.checkNumberRequired]]],
    ["cash with card fields left over", { ...cash, cc_pan: "1", state: "NA" }, []],
  ])("%s", (_case, input, expected) => {
    expect(problems(input)).toEqual(expected);
  });
});

describe("e-mail receipt (docs/product/checkout-and-payments.md)", () => {
  it.each([
    [true, "jane@example.com", []],
    [true, "", [["email", PAYMENT_MESSAGES.invalidEmail]]],
    [true, "jane@", [["email", PAYMENT_MESSAGES.invalidEmail]]],
    [true, "jane example.com", [["email", PAYMENT_MESSAGES.invalidEmail]]],
    [false, "jane@", []],
    [false, "", []],
  ])("receipt %s, e-mail %j", (email_receipt, email, expected) => {
    expect(problems({ ...cash, email_receipt, email })).toEqual(expected);
  });
});

describe("helpers", () => {
  it.each([
    ["card", "card"],
    ["Ecommerce", "card"],
    ["Retail", "card"],
    ["Cash", "cash"],
    ["check", "check"],
  ] as const)("payment method %s is %s", (value, method) => {
    expect(paymentMethodOf(value)).toBe(method);
  });

  it.each([
    [{ cc_pan: "", magtrack1: "", magtrack2: "" }, null],
    [{ cc_pan: "4111", magtrack1: "", magtrack2: "" }, "manual"],
    [{ cc_pan: "", magtrack1: "", magtrack2: ";4111=2812?" }, "swipe"],
    [{ cc_pan: "4111", magtrack1: "%B", magtrack2: "" }, "swipe"],
    [{ card_entry: "manual", cc_pan: "", magtrack1: "%B", magtrack2: "" }, "manual"],
  ] as const)("card entry of %j is %j", (input, entry) => {
    expect(cardEntryOf(input)).toBe(entry);
  });
});
