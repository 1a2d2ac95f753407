/**
 * Recording a refund once the money came back (the gateway said so, or staff gave cash or a
 * check back by hand), in one transaction: the refund row DONE, its negative ledger rows, the
 * order's status, the audit row, and a fresh paid / not-paid report for the order's items when
 * the order stopped counting as paid. Only a PENDING row is finished, so two callers resuming the
 * same refund (a retry racing the first) record it once.
 */
import { orderStatusAfterRefunds } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { recordAudit } from "../platform/audit.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { enqueuePaidStatusJob } from "../items/catalog/paid-status.ts";
import { givenBackByPayment, givenBackOf } from "./given-back.ts";
import { writeRefundLedger } from "./ledger.ts";

export interface ClaimedRefund {
  id: number;
  orderId: number;
  paymentId: number;
  companyId: number;
  kind: "VOID" | "REFUND";
  method: "CARD" | "CASH" | "CHECK";
  amountCents: number;
  reason: string;
}

const COUNTS_AS_PAID = new Set(["PAID", "PARTIAL"]);

/** The order's status from its payments and what came back of them; written when it changed. */
async function followOrderStatus(db: DbTx, orderId: number): Promise<{ before: string; after: string }> {
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, payments: { select: { id: true, amountCents: true } } } });
  const back = await givenBackByPayment(db, { orderId });
  const after = orderStatusAfterRefunds(
    order.status,
    order.payments.map((payment) => {
      const given = givenBackOf(back, payment.id);
      return { amountCents: payment.amountCents, refundedCents: given.doneCents, voided: given.voided };
    }),
  );
  if (after !== order.status) await db.order.update({ where: { id: orderId }, data: { status: after } });
  return { before: order.status, after };
}

/**
 * The paid / not-paid report counts orders that are PAID or PARTIAL: when an order leaves those,
 * the reports of its items that have one are recomputed (queued in this transaction).
 */
async function refreshPaidStatus(db: DbTx, orderId: number): Promise<void> {
  const items = await db.item.findMany({
    where: { pnpCalc: true, pnpComputedAt: { not: null }, orderLines: { some: { orderId } } },
    select: { id: true },
  });
  for (const item of items) await enqueuePaidStatusJob(db, { itemId: item.id });
}

/** Returns the order's status after the refund; false when another caller recorded it first. */
export async function recordRefundDone(tx: ActorTxContext, refund: ClaimedRefund, gatewayRefundId: string | null): Promise<{ recorded: boolean; orderStatus: string }> {
  const finished = await tx.db.refund.updateMany({ where: { id: refund.id, state: "PENDING" }, data: { state: "DONE", gatewayRefundId, doneAt: tx.now() } });
  if (finished.count === 0) {
    const order = await tx.db.order.findUniqueOrThrow({ where: { id: refund.orderId }, select: { status: true } });
    return { recorded: false, orderStatus: order.status };
  }
  await writeRefundLedger(tx.db, refund);
  const status = await followOrderStatus(tx.db, refund.orderId);
  if (COUNTS_AS_PAID.has(status.before) && !COUNTS_AS_PAID.has(status.after)) await refreshPaidStatus(tx.db, refund.orderId);
  await recordAudit(tx, {
    action: refund.kind === "VOID" ? "refund.voided" : "refund.refunded",
    entity: "refund",
    entityId: refund.id,
    companyId: refund.companyId,
    before: { orderStatus: status.before },
    after: { orderId: refund.orderId, paymentId: refund.paymentId, kind: refund.kind, method: refund.method, amountCents: refund.amountCents, reason: refund.reason, gatewayRefundId, orderStatus: status.after },
  });
  return { recorded: true, orderStatus: status.after };
}

/** The gateway said no: nothing moved, the claimed amount is free again, and the refusal is kept. */
export async function recordRefundRefused(tx: ActorTxContext, refund: ClaimedRefund, message: string): Promise<void> {
  const failed = await tx.db.refund.updateMany({ where: { id: refund.id, state: "PENDING" }, data: { state: "FAILED", failure: message, doneAt: tx.now() } });
  if (failed.count === 0) return;
  await recordAudit(tx, {
    action: "refund.refused",
    entity: "refund",
    entityId: refund.id,
    companyId: refund.companyId,
    after: { orderId: refund.orderId, paymentId: refund.paymentId, kind: refund.kind, amountCents: refund.amountCents, reason: refund.reason, message },
  });
}
