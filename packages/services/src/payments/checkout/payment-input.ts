/**
 * The payment object judged on the server with every payment rule (docs/product/checkout-and-payments.md):
 * the validators' schema with the domain's card rules for the payee's accepted brands and the context's clock
 * (what `paymentSchemaFor` builds for the forms), so the server says exactly what the form says, each message
 * on its field. A card that passes comes back as the domain's CheckedCard: its digits go to the gateway only.
 */
import { AppError, badInputError, type CardRules, type CheckedCard, cardPaymentProblems, checkCardPayment } from "@paydesk/domain";
import { HTTP_MESSAGES, type PaymentObject, paymentSchemaWith } from "@paydesk/validators";

export interface JudgedPayment {
  payment: PaymentObject;
  /** Null for cash and check. */
  card: CheckedCard | null;
}

/** The rules of the parse running now: set around the synchronous safeParse below, never across an await. */
let rulesOfThisParse: CardRules | null = null;

/**
 * `paymentSchemaFor(rules)` built ONCE, reading each request's rules from `rulesOfThisParse`:
 * zod 4 compiles an object schema's parser the first time a new instance parses, and a schema
 * built per request (its refinement clones the object) was compiled on every checkout, about half
 * a millisecond of CPU (the checkout bench's profile). safeParse is synchronous, so no other
 * request can run between setting the rules and the refinement reading them.
 */
const PAYMENT_SCHEMA = paymentSchemaWith((payment) => {
  if (rulesOfThisParse === null) throw new Error("payment rules read outside judgePayment");
  return cardPaymentProblems(payment, rulesOfThisParse);
});

export function judgePayment(raw: unknown, rules: CardRules): JudgedPayment {
  rulesOfThisParse = rules;
  let parsed: ReturnType<typeof PAYMENT_SCHEMA.safeParse>;
  try {
    parsed = PAYMENT_SCHEMA.safeParse(raw);
  } finally {
    rulesOfThisParse = null;
  }
  if (!parsed.success) throw badInputError(parsed.error, HTTP_MESSAGES.invalidInput);
  const payment = parsed.data;
  const check = checkCardPayment(payment, rules);
  // The schema already ran these rules; a card it let through is a checked card.
  if (check !== null && !check.ok) throw new AppError("BAD_REQUEST", check.problems[0]!.message);
  return { payment, card: check?.card ?? null };
}
