/**
 * What may be shown, stored, logged or answered about a card (docs/product/checkout-and-payments.md): brand,
 * last four digits and expiry, never the number or the security code.
 */
import type { CardBrand } from "@paydesk/validators";
import type { CardExpiry } from "./card-expiry.ts";

export function cardLastFour(digits: string): string {
  return digits.slice(-4);
}

/** "•••• 1111": the only way a card number is shown. */
export function maskCardNumber(digits: string): string {
  return `•••• ${cardLastFour(digits)}`;
}

export interface StoredCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The card as the server keeps it: this object is all that may leave the checkout. */
export function storedCardOf(digits: string, brand: CardBrand, expiry: CardExpiry): StoredCard {
  return { brand, last4: cardLastFour(digits), expMonth: expiry.month, expYear: expiry.year };
}

/**
 * Makes `JSON.stringify` (and so pino and any JSON answer) see `safe()` in place of `value`: a
 * slip that logs an object holding card digits still leaks none. The hook is
 * not enumerable, so comparisons and spreads see the plain object.
 */
export function serialisedAs<T extends object>(value: T, safe: () => unknown): T {
  return Object.defineProperty(value, "toJSON", { value: safe, enumerable: false });
}
