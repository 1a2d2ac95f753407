/**
 * Item pricing and fee maths (docs/product/items-and-fees.md, Pricing and fees). Pure: the suggested fee is
 * fetched by the caller (GET /api/fee) and passed in.
 *
 * Our reading of the rules, where they leave room:
 * - `amountCents` is the unit price (for Open/AOpen items, the amount the payer typed) and the
 *   "amount" of the fee maths is that price times quantity, the subtotal.
 * - Tax is a percent of the subtotal only: not of shipping, not of the fee.
 * - Shipping is charged once per purchase, not per unit.
 * - Fixed fee is the fee times quantity.
 * - Suggested fee is the server's feeAmount for the whole purchase, added as given. When the
 *   lookup failed (the product ignores it silently) the fee is 0 and `suggestedFeeMissing`
 *   says so, so the UI can show the total without a fee rather than a wrong one.
 * - Calculated fee is the server's in production (the legacy "Calc", server-calculated); here it
 *   is estimated from the payee's rates as card rate × (subtotal + shipping + tax) + card fixed
 *   fee, once per purchase, since card processors charge on the whole amount taken.
 *   The legacy terminal's "merchant fee" input is not modelled: no rule says how it combines.
 * - AlwaysAddFlat (the company's fee behaviour for card payments): the company's default item fee is added
 *   once per line to an item whose fee type is None, the item's own fee otherwise (so a payer never pays
 *   two convenience fees on one line); `flatFeeCents` carries it (payments/always-add-flat.ts
 *   decides it from the company's option). It is a convenience fee: removing fees removes it.
 * - Every part is kept in ten-thousandths; the charged total is rounded half up to cents once,
 *   so the rounded parts may not add up to the rounded total by a cent (the total wins).
 */
import { ITEM_MESSAGES } from "@paydesk/validators/items/messages";
import {
  type Cents,
  type Mills4,
  type PercentHundredths,
  centsToMills4,
  mills4ToCents,
  multiplyDivideRoundHalfUp,
} from "./money.ts";

import { AMOUNT_TYPES, type AmountType, FEE_TYPES, type FeeType } from "@paydesk/validators/items/constants";

export { AMOUNT_TYPES, type AmountType, FEE_TYPES, type FeeType };

/** A percent in hundredths applied to ten-thousandths: 10000 hundredths are 100 %. */
const PERCENT_HUNDREDTHS_WHOLE = 10_000;

export interface PricingLayout {
  showPrice: boolean;
  feeTypes: readonly FeeType[];
}

/**
 * Open and AOpen hide the fixed price and offer the calculated fee; Fixed shows the price and
 * offers the suggested fee (the server suggests a fee for a known price only). None and Fixed
 * fees are offered for every amount type.
 */
export function pricingLayout(amountType: AmountType): PricingLayout {
  if (amountType === "Fixed") return { showPrice: true, feeTypes: ["None", "Fixed", "Suggested"] };
  return { showPrice: false, feeTypes: ["None", "Fixed", "Calculated"] };
}

export function isFeeTypeOffered(amountType: AmountType, feeType: FeeType): boolean {
  return pricingLayout(amountType).feeTypes.includes(feeType);
}

/**
 * Fee type None blocks editing the price, with the product's exact message. The message names
 * Fixed and Suggested because those are the fee types shown beside a price; Calculated only
 * appears for open amounts, which have no price input, so it does not block here.
 */
export function priceEditBlockedMessage(feeType: FeeType): string | null {
  return feeType === "None" ? ITEM_MESSAGES.feeTypeBlocksPrice : null;
}

/** "Include tax" sets tax to the company default, otherwise 0.00. */
export function taxPercentForItem(input: {
  includeTax: boolean;
  companyDefaultTaxHundredths: PercentHundredths;
}): PercentHundredths {
  return input.includeTax ? input.companyDefaultTaxHundredths : 0;
}

/** Tax, shipping and other add-ons toggle; disabling one sets its value to 0. */
export function addOnValue<T extends number>(enabled: boolean, value: T): T | 0 {
  return enabled ? value : 0;
}

export interface ItemTotalsInput {
  amountCents: Cents;
  quantity: number;
  taxPercentHundredths: PercentHundredths;
  shippingCents: Cents;
  feeType: FeeType;
  /** Fixed fee per unit; used by fee type Fixed only. */
  feeCents?: Cents;
  /** The server's feeAmount (GET /api/fee); null or absent when the lookup failed. */
  suggestedFeeCents?: Cents | null;
  /** The payee's card rate, e.g. 2.95 % is 295; used by fee type Calculated only. */
  cardRateHundredths?: PercentHundredths;
  /** The payee's per-transaction card fee; used by fee type Calculated only. */
  cardFixedFeeCents?: Cents;
  /** AlwaysAddFlat's default item fee, once per line; used by fee type None only. */
  flatFeeCents?: Cents;
}

export interface ItemTotalParts<T> {
  subtotal: T;
  tax: T;
  shipping: T;
  fee: T;
  total: T;
}

export interface ItemTotals {
  /** Exact parts in ten-thousandths of a dollar. */
  mills4: ItemTotalParts<Mills4>;
  /** Each part rounded half up to cents for display; `total` is the amount charged. */
  cents: ItemTotalParts<Cents>;
  /** Fee type Suggested, but no suggestion arrived: the fee shown is 0. */
  suggestedFeeMissing: boolean;
}

function assertNonNegativeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  }
}

function percentOf(baseMills4: Mills4, hundredths: PercentHundredths): Mills4 {
  return multiplyDivideRoundHalfUp(baseMills4, hundredths, PERCENT_HUNDREDTHS_WHOLE);
}

function feeMills4(input: ItemTotalsInput, chargedBeforeFee: Mills4): Mills4 {
  switch (input.feeType) {
    case "None":
      return centsToMills4(input.flatFeeCents ?? 0);
    case "Fixed":
      return centsToMills4(input.feeCents ?? 0) * input.quantity;
    case "Suggested":
      return centsToMills4(input.suggestedFeeCents ?? 0);
    case "Calculated":
      return percentOf(chargedBeforeFee, input.cardRateHundredths ?? 0) + centsToMills4(input.cardFixedFeeCents ?? 0);
  }
}

function validate(input: ItemTotalsInput): void {
  assertNonNegativeInteger(input.amountCents, "amountCents");
  assertNonNegativeInteger(input.quantity, "quantity");
  assertNonNegativeInteger(input.taxPercentHundredths, "taxPercentHundredths");
  assertNonNegativeInteger(input.shippingCents, "shippingCents");
  assertNonNegativeInteger(input.feeCents ?? 0, "feeCents");
  assertNonNegativeInteger(input.suggestedFeeCents ?? 0, "suggestedFeeCents");
  assertNonNegativeInteger(input.cardRateHundredths ?? 0, "cardRateHundredths");
  assertNonNegativeInteger(input.cardFixedFeeCents ?? 0, "cardFixedFeeCents");
  assertNonNegativeInteger(input.flatFeeCents ?? 0, "flatFeeCents");
}

/** Total = amount + shipping + tax, plus the fee its fee type calls for. */
export function computeItemTotals(input: ItemTotalsInput): ItemTotals {
  validate(input);
  const subtotal = centsToMills4(input.amountCents) * input.quantity;
  const tax = percentOf(subtotal, input.taxPercentHundredths);
  const shipping = centsToMills4(input.shippingCents);
  const fee = feeMills4(input, subtotal + shipping + tax);
  const mills4 = { subtotal, tax, shipping, fee, total: subtotal + shipping + tax + fee };
  return {
    mills4,
    cents: {
      subtotal: mills4ToCents(subtotal),
      tax: mills4ToCents(tax),
      shipping: mills4ToCents(shipping),
      fee: mills4ToCents(fee),
      total: mills4ToCents(mills4.total),
    },
    suggestedFeeMissing: input.feeType === "Suggested" && input.suggestedFeeCents == null,
  };
}
