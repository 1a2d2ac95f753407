/**
 * Refunds and voids (docs/product/checkout-and-payments.md): the procedures' inputs and every message staff
 * see. The product fixes no message for refunds, so the wording is ours; it lives here only.
 */
import { z } from "zod";
import { ZId, ZModuleScoped } from "../common.ts";
import { MAX_ITEM_CENTS } from "../items/constants.ts";
import { ZIdempotencyKey } from "../payments/checkout.ts";

export const REFUND_REASON_MAX = 500;

export const REFUND_MESSAGES = {
  amountInvalid: "Please enter a refund amount greater than $0.00.",
  reasonRequired: "Please enter a reason for the refund.",
  reasonTooLong: `The reason can be at most ${REFUND_REASON_MAX} characters.`,
  /** Followed by the dollars left, e.g. "… left of this payment: $12.50." */
  exceedsRefundable: "The refund cannot be more than what is left of this payment:",
  nothingLeft: "Nothing is left to refund on this payment.",
  /** Before the nightly settlement a card payment can only be voided whole. */
  voidOnlyBeforeSettlement: "This card payment has not settled yet: it can only be voided in full.",
  /** A void releases an authorization; after settlement the money has moved and must be refunded. */
  settledCannotVoid: "This card payment has settled: refund it instead.",
  /** Cash and check are given back by hand; there is nothing to void. */
  onlyCardsVoid: "Only a card payment can be voided.",
  alreadyVoided: "This payment was voided.",
  unknownPayment: "This payment is not part of this order.",
  gatewayRefused: "The card processor refused the refund. Nothing was refunded.",
  keyReused: "This refund request was already used for a different refund. Please start again.",
  stillRunning: "This refund is still being processed. Please reload the page before trying again.",
  refunded: "The refund was recorded.",
  voided: "The payment was voided.",
} as const;

export const ZRefundAmountCents = z
  .number({ error: REFUND_MESSAGES.amountInvalid })
  .int(REFUND_MESSAGES.amountInvalid)
  .min(1, REFUND_MESSAGES.amountInvalid)
  .max(MAX_ITEM_CENTS * 100, REFUND_MESSAGES.amountInvalid);

export const ZRefundReason = z
  .string({ error: REFUND_MESSAGES.reasonRequired })
  .trim()
  .min(1, REFUND_MESSAGES.reasonRequired)
  .max(REFUND_REASON_MAX, REFUND_MESSAGES.reasonTooLong);

/** `refunds.forOrder`. */
export const ZRefundsForOrderSchema = ZModuleScoped.extend({ orderId: ZId });
export type TRefundsForOrderRequest = z.infer<typeof ZRefundsForOrderSchema>;

/**
 * `refunds.create`: a refund of `amountCents` of one payment, or its void (the server decides
 * which from the settlement rule; a void is always of the whole payment).
 */
export const ZRefundCreateSchema = ZModuleScoped.extend({
  orderId: ZId,
  paymentId: ZId,
  amountCents: ZRefundAmountCents,
  reason: ZRefundReason,
  idempotencyKey: ZIdempotencyKey,
});
export type TRefundCreateRequest = z.input<typeof ZRefundCreateSchema>;
