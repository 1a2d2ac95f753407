/**
 * How a receipt words its parts, once for the receipt page, the PDF and the e-mail: money with a
 * dollar sign, a payment as its method with brand and last four or check number (never more of a
 * card), custom fields as "label: value" with lists joined.
 */
import { CC_TYPE_OF_BRAND, type CardBrand } from "@paydesk/validators";
import { formatDecimalCents } from "../items/money.ts";

export function receiptMoney(cents: number): string {
  return cents < 0 ? `-$${formatDecimalCents(-cents)}` : `$${formatDecimalCents(cents)}`;
}

/** Display names of the brand codes; an unknown code is shown as stored. */
const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: "Visa",
  mc: "MasterCard",
  disc: "Discover",
  amex: "American Express",
};

export function cardBrandName(brand: string | null): string {
  if (!brand) return "Card";
  const code = brand.toLowerCase();
  if (code in BRAND_NAMES) return BRAND_NAMES[code as CardBrand];
  // A payment object's cc_type (AmericanExpress) maps back to its code's name.
  const byType = (Object.entries(CC_TYPE_OF_BRAND) as [CardBrand, string][]).find(([, type]) => type.toLowerCase() === code);
  return byType ? BRAND_NAMES[byType[0]] : brand;
}

export interface ReceiptPaymentWords {
  method: "CARD" | "CASH" | "CHECK";
  cardBrand: string | null;
  cardLast4: string | null;
  checkNumber: string | null;
}

export function receiptPaymentLabel(payment: ReceiptPaymentWords): string {
  switch (payment.method) {
    case "CARD":
      return payment.cardLast4 ? `${cardBrandName(payment.cardBrand)} ending in ${payment.cardLast4}` : cardBrandName(payment.cardBrand);
    case "CASH":
      return "Cash";
    case "CHECK":
      return payment.checkNumber ? `Check #${payment.checkNumber}` : "Check";
  }
}

/** Custom fields as lines "Label: value", checkbox lists joined with commas, in stored order. */
export function receiptCustomFieldLines(cfs: Readonly<Record<string, string | readonly string[]>>): string[] {
  return Object.entries(cfs).map(([label, value]) => `${label}: ${typeof value === "string" ? value : value.join(", ")}`);
}

/** The status as the receipt shows it. */
export const RECEIPT_STATUS_LABELS = {
  PAID: "Paid",
  PARTIAL: "Partially paid",
  REFUNDED: "Refunded",
  VOID: "Void",
} as const;
