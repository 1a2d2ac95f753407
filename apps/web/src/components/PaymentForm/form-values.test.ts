import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import {
  initialPaymentValues,
  nameAfterSwipe,
  paymentProblems,
  shownTotalCents,
  toPaymentRequest,
  valuesAfterChoosing,
} from "./form-values.ts";
import type { PaymentFormValues } from "./types.ts";

const NOW = new Date("2026-11-23T12:00:00Z");
const ALL_BRANDS = { now: NOW, acceptedBrands: ["visa", "mc", "disc", "amex"] as const };
const address = { street: "1 Main St", city: "Springfield", state: "IL", postal_code: "62701" };
const typedCard: PaymentFormValues = {
  ...initialPaymentValues("terminal"),
  ...address,
  card_entry: "manual",
  name: "Jane Payer",
  cc_pan: "4111 1111 1111 1111",
  cc_month: "12",
  cc_year: "2030",
  cc_cv: "123",
};
const swiped: PaymentFormValues = {
  ...initialPaymentValues("terminal"),
  ...address,
  card_entry: "swipe",
  name: "John Doe",
  magtrack1: "%B4111111111111111^DOE/JOHN^3012?",
};
const cash: PaymentFormValues = {
  ...initialPaymentValues("terminal"),
  payment_method: "cash",
  name: "Pat Payer",
  postal_code: "62701",
};

describe("toPaymentRequest: only the chosen method's and entry's fields are sent", () => {
  it("a typed card sends the number and its legacy type, never tracks", () => {
    const request = toPaymentRequest({ ...typedCard, magtrack1: "%B…" });
    expect(request).toMatchObject({
      payment_method: "card",
      cc_pan: "4111 1111 1111 1111",
      cc_type: "Visa",
      street: "1 Main St",
    });
    expect(request).not.toHaveProperty("magtrack1");
  });
  it("a swipe sends the tracks, never a typed number", () => {
    const request = toPaymentRequest({ ...swiped, cc_pan: "5555555555554444" });
    expect(request).toMatchObject({ magtrack1: swiped.magtrack1, magtrack2: "" });
    expect(request).not.toHaveProperty("cc_pan");
  });
  it("cash sends no card or address fields, check adds its number", () => {
    expect(toPaymentRequest({ ...cash, cc_pan: "4111111111111111", street: "x" })).toEqual({
      payment_method: "cash",
      name: "Pat Payer",
      email: "",
      email_receipt: false,
      remove_conv_fees: false,
      postal_code: "62701",
      country: "USA",
    });
    expect(toPaymentRequest({ ...cash, payment_method: "check", check_number: "1042" })).toMatchObject({ check_number: "1042" });
  });
  it("drops the e-mail when no receipt is asked for", () => {
    expect(toPaymentRequest({ ...cash, email: "x@" }).email).toBe("");
  });
});

describe("paymentProblems: the server's schema, on the form's fields", () => {
  it.each([
    ["a good typed card", typedCard, {}],
    ["a good swipe", swiped, {}],
    ["cash", cash, {}],
    [
      "a card before Manual or Swipe is chosen",
      { ...typedCard, card_entry: "" },
      { card_entry: PAYMENT_MESSAGES.cardDataRequired },
    ],
    ["a swipe not made yet", { ...swiped, magtrack1: "" }, { swipe: PAYMENT_MESSAGES.cardDataRequired }],
    ["an unreadable swipe", { ...swiped, magtrack1: "%Bgarbage?" }, { swipe: PAYMENT_MESSAGES.unreadableCard }],
    ["a number failing Luhn", { ...typedCard, cc_pan: "4111111111111112" }, { cc_pan: PAYMENT_MESSAGES.invalidCardNumber }],
    ["an expired card", { ...typedCard, cc_year: "2026", cc_month: "10" }, { cc_month: PAYMENT_MESSAGES.cardExpired }],
    ["state NA", { ...typedCard, state: "NA" }, { state: PAYMENT_MESSAGES.stateRequired }],
    ["a short US postal code", { ...typedCard, postal_code: "627" }, { postal_code: PAYMENT_MESSAGES.postalCodeLength }],
    ["cash without a payer name", { ...cash, name: " " }, { name: PAYMENT_MESSAGES.payerNameBlank }],
    ["a check without its number", { ...cash, payment_method: "check" }, { check_number: PAYMENT_MESSAGES.checkNumberRequired }],
    ["a receipt to a bad address", { ...cash, email_receipt: true, email: "pat@" }, { email: PAYMENT_MESSAGES.invalidEmail }],
  ] as const)("%s", (_case, values, expected) => {
    expect(paymentProblems(values as PaymentFormValues, ALL_BRANDS)).toEqual(expected);
  });

  it("refuses a brand the payee does not accept", () => {
    expect(
      paymentProblems({ ...typedCard, cc_pan: "378282246310005", cc_cv: "1234" }, { now: NOW, acceptedBrands: ["visa"] }),
    ).toEqual({
      cc_pan: PAYMENT_MESSAGES.cardTypeNotAccepted,
    });
  });
});

describe("fee removal and the shown total (docs/product/terminal.md)", () => {
  const totals = {
    subtotalCents: 1000,
    taxCents: 0,
    shippingCents: 0,
    feeCents: 50,
    totalCents: 1050,
    totalWithoutFeesCents: 1000,
  };
  it.each([
    ["cash with the suggested discount ticks it", "cash", false, true, true],
    ["check with the suggested discount ticks it", "check", false, true, true],
    ["cash without it leaves it as it was", "cash", false, false, false],
    ["card unticks it", "card", true, true, false],
  ] as const)("%s", (_case, method, before, suggest, after) => {
    expect(valuesAfterChoosing({ ...cash, remove_conv_fees: before }, method, suggest)).toEqual({
      payment_method: method,
      remove_conv_fees: after,
    });
  });
  it("shows the total with or without fees", () => {
    expect(shownTotalCents(totals, false)).toBe(1050);
    expect(shownTotalCents(totals, true)).toBe(1000);
  });
});

describe("initialPaymentValues: what is known is not asked again", () => {
  const firstCard = { street: "1 Main St", street2: "", city: "Springfield", state: "IL", country: "USA", postalCode: "62701" };

  it("starts empty without an address", () => {
    expect(initialPaymentValues("terminal", { name: "Pat" })).toMatchObject({ name: "Pat", street: "", city: "", state: "", country: "USA", postal_code: "" });
  });

  it("a partial authorization's second card starts with the first card's billing address", () => {
    const values = initialPaymentValues("terminal", { name: "Pat Partial" }, firstCard);
    expect(values).toMatchObject({ name: "Pat Partial", street: "1 Main St", city: "Springfield", state: "IL", country: "USA", postal_code: "62701" });
    // The address the first card gave is enough for the rule: only the card itself is missing.
    const problems = paymentProblems({ ...values, card_entry: "manual", cc_pan: "4111111111111111", cc_month: "12", cc_year: "2030", cc_cv: "123" }, ALL_BRANDS);
    expect(problems).toEqual({});
  });

  it("a Canadian address keeps its country", () => {
    expect(initialPaymentValues("online", {}, { ...firstCard, state: "ON", country: "CAN" })).toMatchObject({ state: "ON", country: "CAN" });
  });
});

describe("nameAfterSwipe: a swipe that carries a name fills it", () => {
  it.each([
    ["an empty field", "", "SAM SWIPE", { initial: "", lastSwiped: null }, "SAM SWIPE"],
    ["the payer's name the form started with", "Pat Partial", "SAM SWIPE", { initial: "Pat Partial", lastSwiped: null }, "SAM SWIPE"],
    ["an earlier swipe's name", "ANN OTHER", "SAM SWIPE", { initial: "", lastSwiped: "ANN OTHER" }, "SAM SWIPE"],
    ["a name the person typed stays", "Samuel Swipe", "SAM SWIPE", { initial: "", lastSwiped: null }, "Samuel Swipe"],
    ["a track-2-only swipe carries no name", "", null, { initial: "", lastSwiped: null }, ""],
    ["blank spaces count as empty", "  ", "SAM SWIPE", { initial: "", lastSwiped: null }, "SAM SWIPE"],
  ])("%s", (_name, current, cardholder, untyped, expected) => {
    expect(nameAfterSwipe(current, cardholder, untyped)).toBe(expected);
  });
});
