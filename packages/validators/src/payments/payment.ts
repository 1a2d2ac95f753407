/**
 * The payment object (docs/product/checkout-and-payments.md), as the payment step,
 * `POST /pay/process/terminal-cart` and `POST /pay/process/go` send it, with the card and payer rules that
 * need nothing but the object itself. One schema for the form, the procedure and the shims.
 *
 * The card rules that need more than the object (Luhn, brand by prefix, length per brand,
 * expiry against a clock, the payee's accepted brands, reading the magnetic stripe) are the pure
 * rules of @paydesk/domain (`payments/`); its `paymentSchemaFor(rules)` adds them to this
 * schema through `paymentSchemaWith`. Fields are lenient strings so that every rule runs and
 * reports at once, on its field. `cc_type` is accepted but not trusted: the brand is read from
 * the number.
 */
import { z } from "zod";
import {
  CARD_ENTRY_MODES,
  type CardEntryMode,
  LEGACY_PAYMENT_METHODS,
  MAG_TRACK_MAX,
  NO_STATE,
  PAYER_NAME_MAX,
  PAYER_NAME_MIN,
  PAYMENT_METHODS,
  POSTAL_CODE_COUNTRIES,
  POSTAL_CODE_MAX,
  POSTAL_CODE_MIN,
  type PaymentMethod,
} from "./constants.ts";
import { ZFormFlag } from "./form-fields.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";

const text = (max: number, tooLong: string = PAYMENT_MESSAGES.fieldTooLong) =>
  z.string({ error: PAYMENT_MESSAGES.fieldNotText }).trim().max(max, tooLong).default("");
const LEGACY_METHOD_NAMES = Object.keys(LEGACY_PAYMENT_METHODS) as (keyof typeof LEGACY_PAYMENT_METHODS)[];
export const ZPaymentMethodInput = z.enum([...PAYMENT_METHODS, ...LEGACY_METHOD_NAMES], { error: PAYMENT_MESSAGES.choosePaymentMethod });

/** "Ecommerce" → "card": the payment step's method for either spelling. */
export function paymentMethodOf(value: z.infer<typeof ZPaymentMethodInput>): PaymentMethod {
  return value in LEGACY_PAYMENT_METHODS ? LEGACY_PAYMENT_METHODS[value as keyof typeof LEGACY_PAYMENT_METHODS] : (value as PaymentMethod);
}

/**
 * How the card was given. Our reading of the legacy payload, which has no field for it: a
 * magnetic track means a swipe, else a card number means manual entry; `card_entry` may say so
 * explicitly. Null when neither was given ("Enter payment card information…").
 */
export function cardEntryOf(input: { card_entry?: CardEntryMode | undefined; cc_pan: string; magtrack1: string; magtrack2: string }): CardEntryMode | null {
  if (input.card_entry !== undefined) return input.card_entry;
  if (input.magtrack1 !== "" || input.magtrack2 !== "") return "swipe";
  if (input.cc_pan !== "") return "manual";
  return null;
}

/** The characters that count towards a postal code's length: separators do not (our reading). */
export function postalCodeCharacters(postalCode: string): string {
  return postalCode.replace(/[\s-]/g, "");
}

const EMAIL = z.email();

export const ZPaymentObject = z.object({
  payment_method: ZPaymentMethodInput,
  card_entry: z.enum(CARD_ENTRY_MODES).optional(),
  name: text(PAYER_NAME_MAX),
  email: text(254),
  email_receipt: ZFormFlag,
  remove_conv_fees: ZFormFlag,
  street: text(200),
  street2: text(200),
  city: text(100),
  state: text(50),
  country: text(50).transform((country) => country.toUpperCase() || "USA"),
  postal_code: text(20),
  cc_type: text(30),
  // Separators are allowed here; domain's card rules read digits only and say what is wrong.
  cc_pan: text(40, PAYMENT_MESSAGES.invalidCardNumber),
  cc_month: text(4),
  cc_year: text(4),
  cc_cv: text(8),
  magtrack1: text(MAG_TRACK_MAX, PAYMENT_MESSAGES.unreadableCard),
  magtrack2: text(MAG_TRACK_MAX, PAYMENT_MESSAGES.unreadableCard),
  check_number: text(30),
});
export type TPaymentObjectInput = z.input<typeof ZPaymentObject>;
/** The object as parsed, before any rule: what the rules of this file and of domain judge. */
export type ParsedPaymentObject = z.output<typeof ZPaymentObject>;

export interface PaymentProblem {
  /** The payment object's field the message belongs on. */
  field: keyof ParsedPaymentObject;
  message: string;
}

function addressProblems(payment: ParsedPaymentObject, method: PaymentMethod): PaymentProblem[] {
  const problems: PaymentProblem[] = [];
  if (method === "card") {
    if (payment.street === "") problems.push({ field: "street", message: PAYMENT_MESSAGES.streetRequired });
    if (payment.city === "") problems.push({ field: "city", message: PAYMENT_MESSAGES.cityRequired });
    if (payment.state === "" || payment.state.toUpperCase() === NO_STATE) problems.push({ field: "state", message: PAYMENT_MESSAGES.stateRequired });
  }
  // The postal code is required for every terminal transaction, whatever the method.
  const postal = postalCodeCharacters(payment.postal_code);
  if (postal === "") problems.push({ field: "postal_code", message: PAYMENT_MESSAGES.postalCodeRequired });
  else if ((POSTAL_CODE_COUNTRIES as readonly string[]).includes(payment.country) && (postal.length < POSTAL_CODE_MIN || postal.length > POSTAL_CODE_MAX)) {
    problems.push({ field: "postal_code", message: PAYMENT_MESSAGES.postalCodeLength });
  }
  return problems;
}

function payerProblems(payment: ParsedPaymentObject, method: PaymentMethod): PaymentProblem[] {
  const problems: PaymentProblem[] = [];
  if (method === "card") {
    if (payment.name.length < PAYER_NAME_MIN) problems.push({ field: "name", message: PAYMENT_MESSAGES.cardNameTooShort });
    if (cardEntryOf(payment) === null) problems.push({ field: "cc_pan", message: PAYMENT_MESSAGES.cardDataRequired });
    return problems;
  }
  if (payment.name === "") problems.push({ field: "name", message: PAYMENT_MESSAGES.payerNameBlank });
  else if (method === "cash" && payment.name.length < PAYER_NAME_MIN) problems.push({ field: "name", message: PAYMENT_MESSAGES.payerNameTooShort });
  if (method === "check" && payment.check_number === "") problems.push({ field: "check_number", message: PAYMENT_MESSAGES.checkNumberRequired });
  return problems;
}

/**
 * The rules this package can judge alone, in the order the form shows its fields. Cash and
 * check skip the card rules and the card address; only a requested receipt needs an e-mail.
 */
export function paymentObjectProblems(payment: ParsedPaymentObject): PaymentProblem[] {
  const method = paymentMethodOf(payment.payment_method);
  const problems = [...payerProblems(payment, method), ...addressProblems(payment, method)];
  if (payment.email_receipt && !EMAIL.safeParse(payment.email).success) problems.push({ field: "email", message: PAYMENT_MESSAGES.invalidEmail });
  return problems;
}

export interface PaymentObject extends ParsedPaymentObject {
  method: PaymentMethod;
  /** Null for cash and check. */
  entry: CardEntryMode | null;
}

function toPaymentObject(payment: ParsedPaymentObject): PaymentObject {
  const method = paymentMethodOf(payment.payment_method);
  return { ...payment, method, entry: method === "card" ? cardEntryOf(payment) : null };
}

/**
 * The payment schema with further rules judged alongside this file's own, so a form shows every
 * problem at once. @paydesk/domain passes its card rules (`paymentSchemaFor`); validators cannot
 * import them (this package imports only zod).
 */
export function paymentSchemaWith(moreProblems: (payment: ParsedPaymentObject) => PaymentProblem[]) {
  return ZPaymentObject.superRefine((payment, ctx) => {
    for (const problem of [...paymentObjectProblems(payment), ...moreProblems(payment)]) {
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    }
  }).transform(toPaymentObject);
}

/** Shape and the object-only rules; the server adds domain's card rules once it knows the payee. */
export const ZPaymentRequestSchema = paymentSchemaWith(() => []);
export type TPaymentRequest = z.input<typeof ZPaymentRequestSchema>;
