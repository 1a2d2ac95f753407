/**
 * Custom data field rules (docs/product/items-and-fees.md, Custom fields).
 * Problems block saving; the payment-card warning does not (it warns "without blocking").
 */
import { CUSTOM_FIELD_MESSAGES, ITEM_READINESS_MESSAGES } from "@paydesk/validators/items/messages";

import { CUSTOM_FIELD_TYPES, type CustomFieldType } from "@paydesk/validators/items/constants";

export { CUSTOM_FIELD_TYPES, type CustomFieldType };

export interface CustomFieldDraft {
  label: string;
  type: CustomFieldType;
  /** The value a hidden text field submits. */
  defaultValue?: string | null;
  /** Options of a dropdown, radios or checkboxes field. */
  values?: readonly string[];
  /** Yes while the field is being edited in the wizard, no once it is left. */
  unfinished?: boolean;
}

/** Only these types have the options tab; the others save straight from field details. */
export function hasOptions(type: CustomFieldType): boolean {
  return type === "dropdown" || type === "radios" || type === "checkboxes";
}

/** Blank options ("" or spaces) are what an empty option row submits; they do not count. */
function optionCount(field: CustomFieldDraft): number {
  return (field.values ?? []).filter((value) => value.trim() !== "").length;
}

/** The blocking rules, as the product's exact messages; empty when the field is valid. */
export function customFieldProblems(field: CustomFieldDraft): string[] {
  const problems: string[] = [];
  if (field.label.trim() === "") problems.push(CUSTOM_FIELD_MESSAGES.labelRequired);
  if (field.type === "hiddentext" && (field.defaultValue ?? "").trim() === "") {
    problems.push(CUSTOM_FIELD_MESSAGES.hiddenNeedsValue);
  }
  if ((field.type === "dropdown" || field.type === "radios") && optionCount(field) < 2) {
    problems.push(CUSTOM_FIELD_MESSAGES.twoOptions);
  }
  if (field.type === "checkboxes" && optionCount(field) < 1) problems.push(CUSTOM_FIELD_MESSAGES.oneOption);
  return problems;
}

/**
 * Labels "such as credit card, account number, cc, account, credit". Matched as whole words,
 * case-insensitively, plurals and "creditcard" included, so that "Accessory" or "Success" (which
 * contain "cc") do not warn; "account" and "credit" alone already cover the two-word phrases.
 */
const PAYMENT_CARD_LABEL = /\b(?:credit\s*cards?|account\s*(?:numbers?|nos?|#)|cc|accounts?|credits?)\b/i;

export function looksLikePaymentCardLabel(label: string): boolean {
  return PAYMENT_CARD_LABEL.test(label);
}

/** The payment-card warning; it never blocks saving. */
export function customFieldWarnings(field: CustomFieldDraft): string[] {
  return looksLikePaymentCardLabel(field.label) ? [ITEM_READINESS_MESSAGES.paymentCardWarning] : [];
}
