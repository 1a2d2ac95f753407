/**
 * Adding an item to the cart (docs/product/checkout-and-payments.md): every required custom field (text,
 * dropdown, checkboxes, radios) must be filled, or the fields get a red border and "Unable to add to cart
 * because one or more required fields were not filled." On the multi-add page staff may tick
 * cf_override to bypass them, and "the values then become Overridden".
 *
 * Two readings of that last rule: every custom field's value becomes "Overridden", or only the
 * required ones left empty do. We take the second: a value staff did type is kept, since
 * discarding it helps nobody, and the report still shows which fields were bypassed.
 */
import { type AmountType, PAYMENT_MESSAGES } from "@paydesk/validators";
import type { Cents } from "../items/money.ts";
import { minimumPaymentProblem, readOpenAmount } from "./open-amount.ts";

export const OVERRIDDEN_VALUE = "Overridden";

export interface PurchaseCustomField {
  label: string;
  isMandatory: boolean;
}

/** What the payer filled in, label → value; checkboxes give a list. */
export type CustomFieldValues = Readonly<Record<string, string | readonly string[]>>;

function isFilled(value: string | readonly string[] | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  return value.some((option) => option.trim() !== "");
}

/** The labels of required fields left empty: the ones the form outlines in red. */
export function missingRequiredFields(fields: readonly PurchaseCustomField[], values: CustomFieldValues): string[] {
  return fields.filter((field) => field.isMandatory && !isFilled(values[field.label])).map((field) => field.label);
}

export type CustomFieldsCheck = { ok: true; values: Record<string, string | readonly string[]> } | { ok: false; message: string; missing: string[] };

/**
 * The values to keep on the cart line, or the refusal. Only the item's own fields are kept, so a
 * client cannot attach labels the item does not have.
 */
export function checkCustomFields(fields: readonly PurchaseCustomField[], values: CustomFieldValues, override: boolean): CustomFieldsCheck {
  const missing = missingRequiredFields(fields, values);
  if (missing.length > 0 && !override) return { ok: false, message: PAYMENT_MESSAGES.requiredCustomFields, missing };
  const kept: Record<string, string | readonly string[]> = {};
  for (const field of fields) {
    const value = values[field.label];
    if (missing.includes(field.label)) kept[field.label] = OVERRIDDEN_VALUE;
    else if (value !== undefined) kept[field.label] = value;
  }
  return { ok: true, values: kept };
}

export type LinePriceCheck = { ok: true; cents: Cents } | { ok: false; message: string };

/**
 * The unit price of a cart line: a Fixed item's own price, or for Open and AOpen items the amount
 * typed, read by the open amount rules (open-amount.ts). Either way it must be more than the minimum
 * (MIN_PAYMENT_ERROR, "Item cost must be greater than $0.01").
 */
export function cartLinePrice(item: { amountType: AmountType; priceCents: Cents }, typedAmount: string | undefined): LinePriceCheck {
  const cents = item.amountType === "Fixed" ? item.priceCents : readOpenAmount(typedAmount ?? "").cents;
  const problem = minimumPaymentProblem(cents);
  return problem === null ? { ok: true, cents } : { ok: false, message: problem };
}
