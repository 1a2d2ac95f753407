/**
 * The most a cart line and an order may come to (MAX_LINE_CENTS, MAX_ORDER_CENTS in the
 * validators' payment constants). A larger amount is a typing slip or an attack, never a sale:
 * it is refused with a message before it reaches the cart, and again at checkout before any
 * authorization, so the gateway never sees it and the integer-cents columns never overflow.
 */
import { MAX_LINE_CENTS, MAX_ORDER_CENTS, PAYMENT_MESSAGES } from "@paydesk/validators";
import type { Cents } from "../items/money.ts";

/** Price × quantity of one line above the cap: the message, else null. */
export function lineAmountProblem(unitCents: Cents, quantity: number): string | null {
  return unitCents * quantity > MAX_LINE_CENTS ? PAYMENT_MESSAGES.lineTooLarge : null;
}

/** An order's total (fees, tax and shipping included) above the cap: the message, else null. */
export function orderAmountProblem(totalCents: Cents): string | null {
  return totalCents > MAX_ORDER_CENTS ? PAYMENT_MESSAGES.orderTooLarge : null;
}
