/**
 * A card's expiry must not be past (docs/product/checkout-and-payments.md). A card is good through the last
 * day of its expiry month, so a card expiring this month is accepted and one that expired last month is not.
 * The month is read on the injected clock in UTC (the gateway's calendar), never the machine's time zone.
 */
import { PAYMENT_MESSAGES } from "@paydesk/validators";

export interface CardExpiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** Century for two-digit years: cards are issued for at most about 20 years, so "30" is 2030. */
const CENTURY = 2000;

/**
 * Reads the form's month ("1", "01") and year ("27", "2027"); null when either is not a valid
 * month 1-12 or a year of 2 or 4 digits.
 */
export function readCardExpiry(month: string, year: string): CardExpiry | null {
  if (!/^\d{1,2}$/.test(month.trim()) || !/^(\d{2}|\d{4})$/.test(year.trim())) return null;
  const m = Number(month);
  const y = Number(year);
  if (m < 1 || m > 12) return null;
  return { month: m, year: y < 100 ? CENTURY + y : y };
}

export function isCardExpired(expiry: CardExpiry, now: Date): boolean {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}

/** The message for the form's expiry fields, or null when the card is in date. */
export function cardExpiryProblem(month: string, year: string, now: Date): string | null {
  const expiry = readCardExpiry(month, year);
  if (expiry === null) return PAYMENT_MESSAGES.expiryInvalid;
  return isCardExpired(expiry, now) ? PAYMENT_MESSAGES.cardExpired : null;
}
