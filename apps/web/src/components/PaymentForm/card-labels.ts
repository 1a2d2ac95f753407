import { CARD_BRAND_NAMES } from "@paydesk/domain";
import type { CardBrand } from "@paydesk/validators";

/** How a brand code (docs/product/checkout-and-payments.md) reads on screen: the receipts' names. */
export const CARD_BRAND_LABELS: Readonly<Record<CardBrand, string>> = CARD_BRAND_NAMES;

export const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, "0"));

/** The expiry years offered: this year and the next fifteen (cards run about five to ten). */
export function expiryYears(now: Date): string[] {
  return Array.from({ length: 16 }, (_, index) => String(now.getFullYear() + index));
}
