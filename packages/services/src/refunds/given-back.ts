/**
 * What has been given back of an order's payments, read from the refund rows: done refunds and
 * voids, and claimed ones still with the gateway (PENDING), which count against what is left so
 * that two refunds of one payment can never together exceed it.
 */
import type { DbTx } from "@paydesk/db";
import type { RefundablePayment } from "@paydesk/domain";

export interface GivenBack {
  doneCents: number;
  pendingCents: number;
  voided: boolean;
}

const NOTHING: GivenBack = { doneCents: 0, pendingCents: 0, voided: false };

export async function givenBackByPayment(db: DbTx, where: { orderId: number } | { paymentId: number }): Promise<Map<number, GivenBack>> {
  const rows = await db.refund.findMany({ where: { ...where, state: { in: ["PENDING", "DONE"] } }, select: { paymentId: true, kind: true, state: true, amountCents: true } });
  const byPayment = new Map<number, GivenBack>();
  for (const row of rows) {
    const sum = { ...(byPayment.get(row.paymentId) ?? NOTHING) };
    if (row.state === "DONE") sum.doneCents += row.amountCents;
    else sum.pendingCents += row.amountCents;
    if (row.state === "DONE" && row.kind === "VOID") sum.voided = true;
    byPayment.set(row.paymentId, sum);
  }
  return byPayment;
}

export function givenBackOf(byPayment: Map<number, GivenBack>, paymentId: number): GivenBack {
  return byPayment.get(paymentId) ?? NOTHING;
}

/** The payment as the domain's refund rules read it. */
export function refundablePayment(payment: { method: RefundablePayment["method"]; amountCents: number; createdAt: Date }, back: GivenBack): RefundablePayment {
  return { method: payment.method, amountCents: payment.amountCents, paidAt: payment.createdAt, refundedCents: back.doneCents + back.pendingCents, voided: back.voided };
}
