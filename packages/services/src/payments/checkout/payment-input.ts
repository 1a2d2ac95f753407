/**
 * The payment object judged on the server with every rule of spec 3 §5: the validators' schema
 * with the domain's card rules for the payee's accepted brands and the context's clock
 * (`paymentSchemaFor`), so the server says exactly what the form says, each message on its field.
 * A card that passes comes back as the domain's CheckedCard: its digits go to the gateway only.
 */
import { AppError, type CardRules, type CheckedCard, checkCardPayment, paymentSchemaFor } from "@paydesk/domain";
import type { PaymentObject } from "@paydesk/validators";
import type { ZodError } from "zod";

export interface JudgedPayment {
  payment: PaymentObject;
  /** Null for cash and check. */
  card: CheckedCard | null;
}

function badInput(error: ZodError): AppError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[issue.path.join(".") || "_form"] ??= issue.message;
  // zod issues carry no input here (custom issues and string checks): nothing of the card is echoed.
  return new AppError("BAD_REQUEST", error.issues[0]?.message ?? "Invalid input.", fieldErrors);
}

export function judgePayment(raw: unknown, rules: CardRules): JudgedPayment {
  const parsed = paymentSchemaFor(rules).safeParse(raw);
  if (!parsed.success) throw badInput(parsed.error);
  const payment = parsed.data;
  const check = checkCardPayment(payment, rules);
  // The schema already ran these rules; a card it let through is a checked card.
  if (check !== null && !check.ok) throw new AppError("BAD_REQUEST", check.problems[0]!.message);
  return { payment, card: check?.card ?? null };
}
