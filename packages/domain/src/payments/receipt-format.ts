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
export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: "Visa",
  mc: "MasterCard",
  disc: "Discover",
  amex: "American Express",
};

export function cardBrandName(brand: string | null): string {
  if (!brand) return "Card";
  const code = brand.toLowerCase();
  if (code in CARD_BRAND_NAMES) return CARD_BRAND_NAMES[code as CardBrand];
  // A payment object's cc_type (AmericanExpress) maps back to its code's name.
  const byType = (Object.entries(CC_TYPE_OF_BRAND) as [CardBrand, string][]).find(([, type]) => type.toLowerCase() === code);
  return byType ? CARD_BRAND_NAMES[byType[0]] : brand;
}

/**
 * A card as every screen, receipt, PDF and e-mail words it: "Visa ending 4242" (brand by name,
 * never the stored code or capitals; the last four only, nothing more of a card is kept), "Card
 * ending 4242" when the brand is unknown, the brand alone without the last four.
 */
export function cardText(brand: string | null, last4: string | null): string {
  const name = cardBrandName(brand);
  return last4 ? `${name} ending ${last4}` : name;
}

/**
 * An order as people read its number on every screen, receipt and feed
 * (docs/product/reports-and-time-zones.md: one number, the order's): "Order 217", never "Receipt #217" or
 * "Order #217" beside it.
 */
export function orderText(orderId: number): string {
  return `Order ${orderId}`;
}

/**
 * A check as every screen, receipt, PDF and e-mail words it: "Check #1042", "Check" when it was
 * taken without a number.
 */
export function checkText(checkNumber: string | null | undefined): string {
  const number = checkNumber?.trim();
  return number ? `Check #${number}` : "Check";
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
      return cardText(payment.cardBrand, payment.cardLast4);
    case "CASH":
      return "Cash";
    case "CHECK":
      return checkText(payment.checkNumber);
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

/** Every seller of an order by name: "A", "A and B", "A, B and C" (a cart may mix a district and a school item). */
export function receiptSellerNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The amounts of one order or cart line, in cents. */
export interface LineAmounts {
  quantity: number;
  /** Unit price. */
  amountCents: number;
  feeCents: number;
  taxCents: number;
  shippingCents?: number;
  totalCents: number;
}

export interface LineArithmeticPart {
  kind: "price" | "fee" | "tax" | "shipping" | "rounding";
  text: string;
}

export interface LineArithmetic {
  /** "$12.00 × 3", "+ $3.00 fee", "+ $0.00 tax", … each part as read. */
  parts: LineArithmeticPart[];
  total: string;
  /** The whole sum in one line: "$12.00 × 3 + $3.00 fee + $0.00 tax = $39.00". */
  text: string;
}

/**
 * A line's arithmetic as every screen and receipt writes it: price × quantity + fee + tax
 * (+ shipping when there is any) = the line's total, every part shown, zero fee and tax too, so
 * the sum a reader does matches the total printed. The total is the line's stored share of the
 * order; if rounding ever made the parts differ from it by a cent, that cent is shown as rounding
 * instead of an equation that does not add up.
 */
export function lineArithmetic(line: LineAmounts): LineArithmetic {
  const shipping = line.shippingCents ?? 0;
  const signed = (cents: number, label: string) => (cents < 0 ? `- ${receiptMoney(-cents)} ${label}` : `+ ${receiptMoney(cents)} ${label}`);
  const parts: LineArithmeticPart[] = [
    { kind: "price", text: `${receiptMoney(line.amountCents)} × ${line.quantity}` },
    { kind: "fee", text: signed(line.feeCents, "fee") },
    { kind: "tax", text: signed(line.taxCents, "tax") },
  ];
  if (shipping) parts.push({ kind: "shipping", text: signed(shipping, "shipping") });
  const rounding = line.totalCents - (line.amountCents * line.quantity + line.feeCents + line.taxCents + shipping);
  if (rounding) parts.push({ kind: "rounding", text: signed(rounding, "rounding") });
  const total = receiptMoney(line.totalCents);
  return { parts, total, text: `${parts.map((p) => p.text).join(" ")} = ${total}` };
}
