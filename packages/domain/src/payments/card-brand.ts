/**
 * Card brand by prefix (docs/product/checkout-and-payments.md). The legacy product gave two readings:
 * 1. by prefix (implemented): visa starts with 4; mc 51-55; discover 6011, 65, 622126-622925 or
 *    644-649; amex 34 or 37. Anything else has no brand ("Please enter a valid card number.").
 * 2. by first digit only, "in one place": 4 Visa, 5 MasterCard, 6 Discover, 3 American Express.
 * We implement the first: it is the rule the product states, and the second would call 3530… (JCB)
 * American Express and 5018… (Maestro) MasterCard and so charge cards a payee never agreed to.
 * Every number reading 1 accepts, reading 2 gives the same brand, so nothing valid is lost.
 * MasterCard's 2221-2720 range is in neither reading, so it is not recognised.
 */
import { CARD_BRANDS, type CardBrand } from "@paydesk/validators";

interface PrefixRange {
  /** Digits compared: the number's first `from.length` digits. */
  from: string;
  to: string;
  brand: CardBrand;
}

const PREFIX_RANGES: readonly PrefixRange[] = [
  { from: "4", to: "4", brand: "visa" },
  { from: "51", to: "55", brand: "mc" },
  { from: "6011", to: "6011", brand: "disc" },
  { from: "65", to: "65", brand: "disc" },
  { from: "622126", to: "622925", brand: "disc" },
  { from: "644", to: "649", brand: "disc" },
  { from: "34", to: "34", brand: "amex" },
  { from: "37", to: "37", brand: "amex" },
];

/** The brand of a card number (digits only) by its prefix, or null. */
export function cardBrandOf(digits: string): CardBrand | null {
  for (const range of PREFIX_RANGES) {
    const prefix = digits.slice(0, range.from.length);
    // Same-length digit strings compare like the numbers they spell.
    if (prefix.length === range.from.length && prefix >= range.from && prefix <= range.to) return range.brand;
  }
  return null;
}

/**
 * Lengths each brand issues, and its security code's length. Visa: 13, 16 or 19 digits;
 * MasterCard 16; Discover 16 to 19; American Express 15 with a 4-digit code on the front.
 */
export const CARD_BRAND_RULES: Readonly<Record<CardBrand, { lengths: readonly number[]; securityCodeLength: number }>> = {
  visa: { lengths: [13, 16, 19], securityCodeLength: 3 },
  mc: { lengths: [16], securityCodeLength: 3 },
  disc: { lengths: [16, 17, 18, 19], securityCodeLength: 3 },
  amex: { lengths: [15], securityCodeLength: 4 },
};

export function isLengthValidForBrand(digits: string, brand: CardBrand): boolean {
  return CARD_BRAND_RULES[brand].lengths.includes(digits.length);
}

/** Digits only, and exactly the brand's length: 3, or 4 for American Express. */
export function isSecurityCodeValid(code: string, brand: CardBrand): boolean {
  return /^\d+$/.test(code) && code.length === CARD_BRAND_RULES[brand].securityCodeLength;
}

/** "Sorry, that card type is not accepted.": the payee's accepted brands decide. */
export function isBrandAccepted(brand: CardBrand, acceptedBrands: readonly CardBrand[]): boolean {
  return acceptedBrands.includes(brand);
}

/**
 * The brands a payment to several payees may use: those every payee takes (one card pays them
 * all), in the product's order (Visa, MasterCard, Discover, American Express). No payee at all leaves every
 * brand.
 */
export function brandsAcceptedByAll(payees: readonly { acceptedCardBrands: readonly string[] }[]): CardBrand[] {
  return CARD_BRANDS.filter((brand) => payees.every((payee) => payee.acceptedCardBrands.includes(brand)));
}
