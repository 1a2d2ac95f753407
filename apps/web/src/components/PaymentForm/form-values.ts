/**
 * The payment step's values and the rules around them, kept apart from the component so they are
 * tested as plain functions. Field names are the payment object's
 * (docs/product/checkout-and-payments.md), so the server's field errors land on the same fields;
 * `swipe` is what the reader typed.
 */
import { billingFieldsOf, cardBrandOf, feeRemovalAfterChoosing, paymentSchemaFor, type BillingAddress, type CardRules } from "@paydesk/domain";
import { CC_TYPE_OF_BRAND, type PaymentMethod, type TPaymentRequest } from "@paydesk/validators";
import type { InitialPayer, PaymentFormMode, PaymentFormValues, PaymentTotals } from "./types.ts";

/**
 * The values the form starts from: the payer (known from the order, or a parent's own account),
 * and a billing address already given (the order's first card, when this pays what its partial
 * authorization left due), which wins over the account's.
 */
export function initialPaymentValues(mode: PaymentFormMode, payer: InitialPayer = {}, address: BillingAddress | null = null): PaymentFormValues {
  const empty: PaymentFormValues = {
    payment_method: "card",
    // Online there is no reader: the card is always typed.
    card_entry: mode === "online" ? "manual" : "",
    name: payer.name ?? "",
    email: payer.email ?? "",
    email_receipt: payer.email_receipt ?? false,
    remove_conv_fees: false,
    street: payer.street ?? "",
    street2: payer.street2 ?? "",
    city: payer.city ?? "",
    state: payer.state ?? "",
    country: payer.country ?? "USA",
    postal_code: payer.postal_code ?? "",
    cc_pan: "",
    cc_month: "",
    cc_year: "",
    cc_cv: "",
    swipe: "",
    magtrack1: "",
    magtrack2: "",
    check_number: "",
  };
  return address ? { ...empty, ...billingFieldsOf(address) } : empty;
}

/**
 * The name on card after a swipe that carries one (track 1): the card's holder replaces a name the
 * person did not type (empty, the payer's name the form started with, an earlier swipe's), and
 * never one they typed.
 */
export function nameAfterSwipe(current: string, cardholder: string | null, untyped: { initial: string; lastSwiped: string | null }): string {
  if (!cardholder) return current;
  const name = current.trim();
  return name === "" || name === untyped.initial.trim() || name === untyped.lastSwiped ? cardholder : current;
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * The payment object the server is sent: only the chosen method's fields, and for a card only
 * the chosen entry's (a typed number or the tracks, never both), so the server reads the entry
 * the same way the form did. `cc_type` is filled from the number's brand, for the legacy field.
 */
export function toPaymentRequest(values: PaymentFormValues): TPaymentRequest {
  const base = {
    payment_method: values.payment_method,
    name: values.name,
    email: values.email_receipt ? values.email : "",
    email_receipt: values.email_receipt,
    remove_conv_fees: values.remove_conv_fees,
    postal_code: values.postal_code,
    country: values.country,
  };
  if (values.payment_method === "cash") return base;
  if (values.payment_method === "check") return { ...base, check_number: values.check_number };
  const address = { street: values.street, street2: values.street2, city: values.city, state: values.state };
  if (values.card_entry === "swipe") return { ...base, ...address, magtrack1: values.magtrack1, magtrack2: values.magtrack2 };
  if (values.card_entry === "manual") {
    const brand = cardBrandOf(digitsOf(values.cc_pan));
    return {
      ...base,
      ...address,
      cc_pan: values.cc_pan,
      cc_month: values.cc_month,
      cc_year: values.cc_year,
      cc_cv: values.cc_cv,
      cc_type: brand ? CC_TYPE_OF_BRAND[brand] : "",
    };
  }
  return { ...base, ...address };
}

/** Where a problem of the payment object shows in the form: the tracks' on the swipe input. */
export function formFieldOf(field: string, values: Pick<PaymentFormValues, "card_entry">): keyof PaymentFormValues | string {
  if (field === "magtrack1" || field === "magtrack2") return "swipe";
  // "Enter payment card information…" belongs under the Manual / Swipe choice until one is made.
  if (field === "cc_pan" && values.card_entry !== "manual") return values.card_entry === "swipe" ? "swipe" : "card_entry";
  return field;
}

/**
 * Every problem of the values under the payment rules (docs/product/checkout-and-payments.md),
 * one message per form field, judged by the very schema the server uses (validators' object rules
 * plus domain's card rules for this payee and clock).
 */
export function paymentProblems(values: PaymentFormValues, rules: CardRules): Record<string, string> {
  const result = paymentSchemaFor(rules).safeParse(toPaymentRequest(values));
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? "payment_method"), values);
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * Choosing card unticks fee removal; cash or check pre-tick it with the suggested cash discount
 * (docs/product/terminal.md, The payment step).
 */
export function valuesAfterChoosing(
  values: PaymentFormValues,
  method: PaymentMethod,
  suggestCashDiscount: boolean,
): Partial<PaymentFormValues> {
  return {
    payment_method: method,
    remove_conv_fees: feeRemovalAfterChoosing(method, values.remove_conv_fees, suggestCashDiscount),
  };
}

/** Fee removal toggles the shown total between with and without fees (docs/product/terminal.md). */
export function shownTotalCents(totals: PaymentTotals, removeFees: boolean): number {
  return removeFees ? totals.totalWithoutFeesCents : totals.totalCents;
}
