/**
 * Refunds and voids: what may be given back of one payment, and how, and what the
 * order's status becomes. Pure; the refunds service locks the payment row and asks these rules
 * with what is already given back (or being given back) of it.
 *
 * Settlement, our rule: a card payment settles in the gateway's nightly batch, which closes every
 * day at SETTLEMENT_BATCH_UTC_HOUR:00 UTC. Until its first batch has closed the money has not
 * moved: the authorization can only be voided, and only whole (a void releases it). After that
 * only refunds, of any part. Cash and check never go through the gateway: staff give the money back
 * by hand and the refund is recorded, any part, at any time.
 */
import { REFUND_MESSAGES } from "@paydesk/validators";
import { formatCents, type Cents } from "../items/money.ts";

/** 06:00 UTC: after midnight in every US time zone, so a day's payments settle together. */
export const SETTLEMENT_BATCH_UTC_HOUR = 6;

export type RefundMethod = "CARD" | "CASH" | "CHECK";
export type RefundKindName = "VOID" | "REFUND";

/** The first batch close strictly after `paidAt`: when the payment settles. */
export function settlesAt(paidAt: Date): Date {
  const batch = new Date(Date.UTC(paidAt.getUTCFullYear(), paidAt.getUTCMonth(), paidAt.getUTCDate(), SETTLEMENT_BATCH_UTC_HOUR));
  if (batch.getTime() <= paidAt.getTime()) batch.setUTCDate(batch.getUTCDate() + 1);
  return batch;
}

export function isSettled(paidAt: Date, now: Date): boolean {
  return now.getTime() >= settlesAt(paidAt).getTime();
}

export interface RefundablePayment {
  method: RefundMethod;
  amountCents: Cents;
  paidAt: Date;
  /** Given back already or being given back now (refunds claimed and not failed). */
  refundedCents: Cents;
  voided: boolean;
}

/** What staff may do with a payment now: the action the UI offers and its limit. */
export type RefundOption =
  | { action: "void"; amountCents: Cents }
  | { action: "refund"; maxCents: Cents; viaGateway: boolean }
  | { action: "none"; reason: string };

export function refundOption(payment: RefundablePayment, now: Date): RefundOption {
  if (payment.voided) return { action: "none", reason: REFUND_MESSAGES.alreadyVoided };
  const left = payment.amountCents - payment.refundedCents;
  if (left <= 0) return { action: "none", reason: REFUND_MESSAGES.nothingLeft };
  if (payment.method !== "CARD") return { action: "refund", maxCents: left, viaGateway: false };
  // Nothing can have been refunded before settlement (refunds need it), so a void is of the whole.
  if (!isSettled(payment.paidAt, now)) return { action: "void", amountCents: payment.amountCents };
  return { action: "refund", maxCents: left, viaGateway: true };
}

export type RefundDecision =
  | { ok: true; kind: RefundKindName; amountCents: Cents; viaGateway: boolean }
  | { ok: false; message: string };

/** Judges a request to give back `askedCents` of the payment: a void, a refund, or why not. */
export function decideRefund(payment: RefundablePayment, askedCents: Cents, now: Date): RefundDecision {
  if (!Number.isSafeInteger(askedCents) || askedCents <= 0) return { ok: false, message: REFUND_MESSAGES.amountInvalid };
  const option = refundOption(payment, now);
  switch (option.action) {
    case "none":
      return { ok: false, message: option.reason };
    case "void":
      if (askedCents !== option.amountCents) return { ok: false, message: REFUND_MESSAGES.voidOnlyBeforeSettlement };
      return { ok: true, kind: "VOID", amountCents: askedCents, viaGateway: true };
    case "refund":
      if (askedCents > option.maxCents) return { ok: false, message: exceedsRefundableMessage(option.maxCents) };
      return { ok: true, kind: "REFUND", amountCents: askedCents, viaGateway: option.viaGateway };
  }
}

export function exceedsRefundableMessage(leftCents: Cents): string {
  return `${REFUND_MESSAGES.exceedsRefundable} ${formatCents(leftCents)}.`;
}

export interface PaymentGivenBack {
  amountCents: Cents;
  refundedCents: Cents;
  voided: boolean;
}

export type OrderStatusName = "PAID" | "PARTIAL" | "REFUNDED" | "VOID";

/**
 * The order's status once its refunds are done: VOID when every payment was voided, REFUNDED when
 * all the money paid came back (voids and refunds together), else as it was (a partial refund
 * keeps PAID or PARTIAL; the refunded amounts show beside the payments).
 */
export function orderStatusAfterRefunds(current: OrderStatusName, payments: readonly PaymentGivenBack[]): OrderStatusName {
  if (payments.length === 0) return current;
  if (payments.every((payment) => payment.voided)) return "VOID";
  const paid = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const back = payments.reduce((sum, payment) => sum + (payment.voided ? payment.amountCents : Math.min(payment.refundedCents, payment.amountCents)), 0);
  return back >= paid ? "REFUNDED" : current;
}
