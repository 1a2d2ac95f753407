import type { ItemStatusName, ItemTypeName, TTransactionMethod } from "@paydesk/validators";

/**
 * A card as every screen says it, "Visa ending 4242": the same words as the receipts, PDFs and
 * e-mails (the domain's cardText), so a parent matches the card on the receipt to the one on screen.
 */
export { cardText } from "@paydesk/domain";

/**
 * A check as every screen says it, "Check #1042", and a payment of any method ("Visa ending 4242",
 * "Cash", "Check #1042"): the receipts' words again (the domain's checkText, receiptPaymentLabel).
 */
export { checkText, orderText, receiptPaymentLabel as paymentText } from "@paydesk/domain";

/**
 * Words people read for values the product keeps as codes or counts, in one place so every screen
 * says the same thing.
 */

/** How a payment was made, as every list, report and widget names it. */
export const METHOD_LABELS: Record<TTransactionMethod, string> = { CARD: "Card", CASH: "Cash", CHECK: "Check" };

/** A recurring series' charges still to come ("Remaining 99" said nothing of what remains). */
export function chargesLeftText(remaining: number): string {
  if (remaining <= 0) return "None left";
  return remaining === 1 ? "1 more charge" : `${remaining.toLocaleString("en-US")} more charges`;
}

/** An item's type as lists and the terminal name it (never the stored code: `basic`, `blackboard`). */
export const ITEM_TYPE_LABELS: Record<ItemTypeName, string> = {
  basic: "Individual",
  recurring: "Recurring",
  event: "Event",
  multi: "Multi-item package",
  promo: "Promotional",
  blackboard: "Third-party",
};

/** An item's status as lists name it (never the stored code: `ACTIVE`, `DRAFT`). */
export const ITEM_STATUS_LABELS: Record<ItemStatusName, string> = {
  ACTIVE: "Active",
  DRAFT: "Draft",
  TRASH: "In the trash",
};
