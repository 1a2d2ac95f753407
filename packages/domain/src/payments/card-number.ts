/**
 * A typed or swiped card number against the card rules (docs/product/checkout-and-payments.md): longer than
 * 10 characters, digits only, the Luhn check, a brand by prefix (card-brand.ts), that brand's length, and a
 * brand the payee accepts. Spaces and hyphens are separators people type ("4111 1111 1111 1111") and are
 * dropped; any other character makes the number invalid.
 */
import { type CardBrand, CARD_NUMBER_MAX_DIGITS, CARD_NUMBER_MIN_DIGITS, PAYMENT_MESSAGES } from "@paydesk/validators";
import { cardBrandOf, isBrandAccepted, isLengthValidForBrand } from "./card-brand.ts";
import { passesLuhn } from "./luhn.ts";

export type CardNumberCheck = { ok: true; digits: string; brand: CardBrand } | { ok: false; message: string };

/** The digits of a typed number with its separators dropped, or null if anything else is in it. */
export function cardDigitsOf(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d+$/.test(digits) ? digits : null;
}

export function checkCardNumber(typed: string, acceptedBrands: readonly CardBrand[]): CardNumberCheck {
  const invalid = { ok: false, message: PAYMENT_MESSAGES.invalidCardNumber } as const;
  const digits = cardDigitsOf(typed);
  if (digits === null || digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) return invalid;
  if (!passesLuhn(digits)) return invalid;
  const brand = cardBrandOf(digits);
  if (brand === null || !isLengthValidForBrand(digits, brand)) return invalid;
  if (!isBrandAccepted(brand, acceptedBrands)) return { ok: false, message: PAYMENT_MESSAGES.cardTypeNotAccepted };
  return { ok: true, digits, brand };
}
