/**
 * Partial authorization (docs/product/checkout-and-payments.md): the gateway approves part of the total, the
 * order summary shows the rest as due, and a later payment pays it (`order-summary/{orderId}`).
 */
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import type { Cents } from "../items/money.ts";

export interface PartialAuthorization {
  approvedCents: Cents;
  dueCents: Cents;
}

/** The simulator approves half the amount asked, rounded down to the cent. */
export function halfApproved(amountCents: Cents): PartialAuthorization {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`amountCents must be a non-negative integer, got ${amountCents}`);
  const approvedCents = Math.floor(amountCents / 2);
  return { approvedCents, dueCents: amountCents - approvedCents };
}

/** What an order still owes after the payments approved so far (never below 0). */
export function amountDue(totalCents: Cents, approvedCents: readonly Cents[]): Cents {
  const paid = approvedCents.reduce((sum, cents) => sum + cents, 0);
  return Math.max(0, totalCents - paid);
}

/**
 * The order summary's payment of the rest: a positive amount no larger than what is due (less
 * is a further part payment). Returns the message, or null.
 */
export function payRestProblem(dueCents: Cents, amountCents: Cents): string | null {
  if (amountCents <= 0) return PAYMENT_MESSAGES.amountRequired;
  if (amountCents > dueCents) return PAYMENT_MESSAGES.payRestTooMuch;
  return null;
}
