/**
 * `refunds.forOrder`: an order's payments with what came back of each and what staff may do now
 * (the domain's refundOption: void, refund up to an amount, or nothing and why), and its refunds
 * with who and when. The refund dialog offers exactly what the server will accept.
 */
import { type RefundOption, refundOption, settlesAt } from "@paydesk/domain";
import type { ActorTxContext } from "../platform/context.ts";
import { mayChangeOrder } from "../transactions/detail/access.ts";
import { givenBackByPayment, givenBackOf, refundablePayment } from "./given-back.ts";
import { orderForRefunds } from "./order.ts";

export interface PaymentRefunds {
  paymentId: number;
  method: "CARD" | "CASH" | "CHECK";
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  checkNumber: string | null;
  paidAt: Date;
  /** Card payments: when the nightly batch settles it (void before, refund after). */
  settlesAt: Date | null;
  refundedCents: number;
  /** Claimed and still with the gateway (it could not be reached): counts against what is left. */
  pendingCents: number;
  voided: boolean;
  option: RefundOption;
}

export interface RefundRow {
  refundId: number;
  paymentId: number;
  kind: "VOID" | "REFUND";
  method: "CARD" | "CASH" | "CHECK";
  state: "PENDING" | "DONE" | "FAILED";
  amountCents: number;
  reason: string;
  failure: string | null;
  byName: string | null;
  createdAt: Date;
  doneAt: Date | null;
  /**
   * A refund still PENDING (the card processor could not be reached): its idempotency key, so
   * staff who may refund can send it again and resume it; null otherwise.
   */
  retryKey: string | null;
}

export interface OrderRefunds {
  orderId: number;
  orderStatus: string;
  /** Whether the caller may refund and void (reports.manage); readers with reports.view only see. */
  mayRefund: boolean;
  payments: PaymentRefunds[];
  refunds: RefundRow[];
}

export async function refundsForOrder(ctx: ActorTxContext, orderId: number): Promise<OrderRefunds> {
  const order = await orderForRefunds(ctx.db, orderId);
  const payments = await ctx.db.payment.findMany({
    where: { orderId },
    orderBy: { id: "asc" },
    select: { id: true, method: true, amountCents: true, cardBrand: true, cardLast4: true, checkNumber: true, createdAt: true },
  });
  const back = await givenBackByPayment(ctx.db, { orderId });
  const refunds = await ctx.db.refund.findMany({
    where: { orderId },
    orderBy: { id: "asc" },
    select: { id: true, paymentId: true, kind: true, method: true, state: true, amountCents: true, reason: true, failure: true, createdAt: true, doneAt: true, idempotencyKey: true, createdBy: { select: { firstName: true, lastName: true } } },
  });
  const now = ctx.now();
  // reports.manage over every line of the order: a refund gives back part of a tender that was
  // split over all of them, so a school holding only some lines of a mixed order may not.
  const mayRefund = await mayChangeOrder(ctx, orderId);
  return {
    orderId,
    orderStatus: order.status,
    mayRefund,
    payments: payments.map((payment) => {
      const given = givenBackOf(back, payment.id);
      return {
        paymentId: payment.id,
        method: payment.method,
        amountCents: payment.amountCents,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        checkNumber: payment.checkNumber,
        paidAt: payment.createdAt,
        settlesAt: payment.method === "CARD" ? settlesAt(payment.createdAt) : null,
        refundedCents: given.doneCents,
        pendingCents: given.pendingCents,
        voided: given.voided,
        option: refundOption(refundablePayment(payment, given), now),
      };
    }),
    refunds: refunds.map(({ id, createdBy, idempotencyKey, ...refund }) => ({
      refundId: id,
      ...refund,
      byName: createdBy ? `${createdBy.firstName} ${createdBy.lastName}` : null,
      retryKey: mayRefund && refund.state === "PENDING" ? idempotencyKey : null,
    })),
  };
}
