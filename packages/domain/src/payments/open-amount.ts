/**
 * The terminal's open amount and other dollar fields (docs/product/items-and-fees.md, Money;
 * docs/product/checkout-and-payments.md): "$" and other non-numerics stripped, invalid or negative becomes 0,
 * above 100000 capped at 100000, shown with two decimals. That is the builder's dollar blur rule
 * (items/money.ts), read here in integer cents and shown as the plain "25.00" the terminal's field holds.
 */
import { MIN_PAYMENT_EXCLUSIVE_CENTS, PAYMENT_MESSAGES } from "@paydesk/validators";
import { type Cents, formatDecimalCents, formatDollarInput } from "../items/money.ts";

export interface OpenAmount {
  cents: Cents;
  /** What the field shows after blur, e.g. "1234.50". */
  text: string;
}

export function readOpenAmount(raw: string): OpenAmount {
  const { cents } = formatDollarInput(raw);
  // formatDollarInput gives null only for an empty-allowed field, which this is not.
  const value = cents ?? 0;
  return { cents: value, text: formatDecimalCents(value) };
}

/**
 * MIN_PAYMENT_ERROR (docs/product/checkout-and-payments.md): "Item cost must be greater than $0.01". Two
 * readings: the message's own words (more than one cent: $0.01 is refused) or "at least a cent" (only $0.00
 * refused). We follow the words the payer reads, so a one-cent cost is refused too.
 */
export function isBelowMinimumPayment(cents: Cents): boolean {
  return cents <= MIN_PAYMENT_EXCLUSIVE_CENTS;
}

export function minimumPaymentProblem(cents: Cents): string | null {
  return isBelowMinimumPayment(cents) ? PAYMENT_MESSAGES.minimumPayment : null;
}
