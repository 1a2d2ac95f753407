/**
 * What the payer typed into an item's add-to-cart form, checked with the domain's cart rules
 * (docs/product/checkout-and-payments.md, Carts) before anything is sent: the open amount read
 * by the dollar rules and over the minimum, required custom fields filled. The server runs the
 * same rules again on `cart.add`.
 */
import { cartLinePrice, formatCents, missingRequiredFields, readOpenAmount } from "@paydesk/domain";
import { CART_QUANTITY_MAX, PAYMENT_MESSAGES, type AmountType, type CustomFieldType } from "@paydesk/validators";

export interface PurchasableField {
  label: string;
  type: CustomFieldType;
  additionalInfo: string;
  isMandatory: boolean;
  options: readonly string[];
}

export interface PurchasableItem {
  itemId: number;
  title: string;
  amountType: AmountType;
  amountCents: number;
  customFields: readonly PurchasableField[];
}

export interface PurchaseValues {
  /** The open amount as typed (Open and AOpen items only). */
  amount: string;
  quantity: number;
  /** Label → value; checkboxes give a list. */
  cfs: Record<string, string | string[]>;
}

export interface PurchaseRequest {
  itemId: number;
  amountCents?: number;
  quantity: number;
  cfs: Record<string, string | string[]>;
}

export type PurchaseCheck =
  | { ok: true; request: PurchaseRequest }
  | { ok: false; message: string; fieldErrors: Record<string, string> };

export function emptyPurchase(item: PurchasableItem): PurchaseValues {
  const cfs: Record<string, string | string[]> = {};
  for (const field of item.customFields) cfs[field.label] = field.type === "checkboxes" ? [] : "";
  const amount = item.amountType === "Fixed" || item.amountCents === 0 ? "" : readOpenAmount(String(item.amountCents / 100)).text;
  return { amount, quantity: 1, cfs };
}

/** What the payer is asked for: a fixed price, or an amount of their choosing (Open, AOpen). */
export function priceText(item: Pick<PurchasableItem, "amountType" | "amountCents">): string {
  if (item.amountType === "Fixed") return formatCents(item.amountCents);
  return item.amountCents > 0 ? `Any amount (suggested ${formatCents(item.amountCents)})` : "Any amount";
}

export function isOpenAmount(item: PurchasableItem): boolean {
  return item.amountType !== "Fixed";
}

/** The form's key of a custom field's value, where its error is shown. */
export function customFieldKey(label: string): string {
  return `cfs.${label}`;
}

/** Filled values only: an empty optional field is not sent. */
function filledValues(cfs: PurchaseValues["cfs"]): PurchaseRequest["cfs"] {
  return Object.fromEntries(Object.entries(cfs).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value.trim() !== "")));
}

/** The quantity field holds 1…CART_QUANTITY_MAX whole units; anything else typed is brought into range. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(CART_QUANTITY_MAX, Math.max(1, Math.round(quantity)));
}

export function checkPurchase(item: PurchasableItem, values: PurchaseValues): PurchaseCheck {
  const fieldErrors: Record<string, string> = {};
  const price = cartLinePrice({ amountType: item.amountType, priceCents: item.amountCents }, values.amount);
  if (!price.ok) fieldErrors.amount = price.message;
  const missing = missingRequiredFields(item.customFields, values.cfs);
  for (const label of missing) fieldErrors[customFieldKey(label)] = "Required";
  if (Object.keys(fieldErrors).length > 0) {
    // The product's message for empty required fields (docs/product/checkout-and-payments.md);
    // otherwise the first field's own message.
    const message = missing.length > 0 ? PAYMENT_MESSAGES.requiredCustomFields : (Object.values(fieldErrors)[0] ?? "");
    return { ok: false, message, fieldErrors };
  }
  return {
    ok: true,
    request: {
      itemId: item.itemId,
      ...(isOpenAmount(item) && price.ok ? { amountCents: price.cents } : {}),
      quantity: clampQuantity(values.quantity),
      cfs: filledValues(values.cfs),
    },
  };
}
