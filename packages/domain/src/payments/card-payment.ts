/**
 * The card rules (docs/product/checkout-and-payments.md) that @paydesk/validators cannot judge alone: the
 * number (Luhn, brand, length, accepted brands), the expiry against a clock, the security code per brand, and
 * reading a swipe. Cash and check skip them; a card with no data at all is already reported by
 * the validators ("Enter payment card information…"), so nothing more is said here.
 */
import {
  type CardBrand,
  type CardEntryMode,
  PAYMENT_MESSAGES,
  type ParsedPaymentObject,
  type PaymentProblem,
  cardEntryOf,
  paymentMethodOf,
  paymentSchemaWith,
} from "@paydesk/validators";
import { isSecurityCodeValid } from "./card-brand.ts";
import { isCardExpired, readCardExpiry } from "./card-expiry.ts";
import { checkCardNumber } from "./card-number.ts";
import { type StoredCard, serialisedAs, storedCardOf } from "./card-mask.ts";
import { parseMagstripe } from "./magstripe.ts";

export interface CardRules {
  /** The injected clock (ServiceContext.now in the server, the browser's clock in a form). */
  now: Date;
  /** The brands the payee accepts. */
  acceptedBrands: readonly CardBrand[];
}

/** A card that passed every rule: what the gateway needs, and what may be kept afterwards. */
export interface CheckedCard {
  entry: CardEntryMode;
  /** For the gateway only: never store, log or answer it. */
  digits: string;
  securityCode: string | null;
  stored: StoredCard;
}

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; problems: PaymentProblem[] };

/** Serialised (logged, answered, written as JSON), a checked card is its entry and stored part. */
function checkedCard(card: CheckedCard): CheckedCard {
  return serialisedAs(card, () => ({ entry: card.entry, stored: card.stored }));
}

function swipeCheck(payment: ParsedPaymentObject, rules: CardRules): CardCheck {
  const swipe = parseMagstripe(payment);
  // The reader's message goes on track 1, the field the form shows, unless only track 2 came.
  const trackField = payment.magtrack1 === "" && payment.magtrack2 !== "" ? "magtrack2" : "magtrack1";
  if (!swipe.ok) return { ok: false, problems: [{ field: trackField, message: swipe.message }] };
  const number = checkCardNumber(swipe.card.pan, rules.acceptedBrands);
  if (!number.ok) return { ok: false, problems: [{ field: trackField, message: number.message }] };
  if (isCardExpired(swipe.card.expiry, rules.now)) return { ok: false, problems: [{ field: trackField, message: PAYMENT_MESSAGES.cardExpired }] };
  // A swipe proves the card is present; the stripe holds no security code to check.
  return { ok: true, card: checkedCard({ entry: "swipe", digits: number.digits, securityCode: null, stored: storedCardOf(number.digits, number.brand, swipe.card.expiry) }) };
}

function manualCheck(payment: ParsedPaymentObject, rules: CardRules): CardCheck {
  const problems: PaymentProblem[] = [];
  const number = checkCardNumber(payment.cc_pan, rules.acceptedBrands);
  if (!number.ok) problems.push({ field: "cc_pan", message: number.message });
  const expiry = readCardExpiry(payment.cc_month, payment.cc_year);
  if (expiry === null) problems.push({ field: "cc_month", message: PAYMENT_MESSAGES.expiryInvalid });
  else if (isCardExpired(expiry, rules.now)) problems.push({ field: "cc_month", message: PAYMENT_MESSAGES.cardExpired });
  // The code's length depends on the brand, so it is judged once the number is.
  if (number.ok && !isSecurityCodeValid(payment.cc_cv, number.brand)) problems.push({ field: "cc_cv", message: PAYMENT_MESSAGES.securityCodeInvalid });
  if (!number.ok || expiry === null || problems.length > 0) return { ok: false, problems };
  return { ok: true, card: checkedCard({ entry: "manual", digits: number.digits, securityCode: payment.cc_cv, stored: storedCardOf(number.digits, number.brand, expiry) }) };
}

/**
 * Judges the card of a card payment; null for cash, check and a card with no data (nothing to
 * judge). The server calls this after parsing, with the payee's brands, and charges `card`.
 */
export function checkCardPayment(payment: ParsedPaymentObject, rules: CardRules): CardCheck | null {
  if (paymentMethodOf(payment.payment_method) !== "card") return null;
  const entry = cardEntryOf(payment);
  if (entry === null) return null;
  return entry === "swipe" ? swipeCheck(payment, rules) : manualCheck(payment, rules);
}

export function cardPaymentProblems(payment: ParsedPaymentObject, rules: CardRules): PaymentProblem[] {
  const check = checkCardPayment(payment, rules);
  return check === null || check.ok ? [] : check.problems;
}

/** The payment schema with every card rule, for a form that knows the payee's brands and a clock. */
export function paymentSchemaFor(rules: CardRules) {
  return paymentSchemaWith((payment) => cardPaymentProblems(payment, rules));
}
