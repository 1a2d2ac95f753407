/**
 * What checkout needs of the cart before any payment rule (docs/product/checkout-and-payments.md): at least
 * one item, and every item costing more than the minimum. Returns the first message, or null.
 */
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import type { Cents } from "../items/money.ts";
import { isBelowMinimumPayment } from "./open-amount.ts";

export function checkoutProblem(lines: readonly { amountCents: Cents }[]): string | null {
  if (lines.length === 0) return PAYMENT_MESSAGES.noItemsSelected;
  if (lines.some((line) => isBelowMinimumPayment(line.amountCents))) return PAYMENT_MESSAGES.minimumPayment;
  return null;
}
