import { paymentText } from "../../lib/labels.ts";

export interface RefundablePaymentRow {
  paymentId: number;
  method: "CARD" | "CASH" | "CHECK";
  amountCents: number;
  refundedCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  checkNumber: string | null;
}

/** "Visa ending 1111", "Cash", "Check #1042": as the receipt says it. */
export function paymentLabel(payment: RefundablePaymentRow): string {
  return paymentText(payment);
}

export const KIND_LABELS = { VOID: "Void", REFUND: "Refund" } as const;
export const STATE_LABELS = { DONE: "Done", PENDING: "Waiting for the card processor", FAILED: "Refused" } as const;

/** Why a card payment of today offers only Void: a partial refund needs the money to have moved. */
export const VOID_ONLY_NOTE =
  "Not settled yet: card payments settle overnight. Until then it can only be voided in full; to give back part of it, refund it once it has settled.";
