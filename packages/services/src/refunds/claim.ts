/**
 * Claiming a refund: under the payment's row lock, judge the request against what is already
 * given back or being given back (domain decideRefund) and write the refund row PENDING. The lock
 * serialises every refund of one payment, and a claimed amount counts at once, so concurrent
 * refunds can never together exceed the payment; the gateway call then happens outside any
 * transaction (claim, call, record, as checkout does).
 *
 * The idempotency key is the refund row's own unique key: a repeat of the same request answers
 * (or resumes) that refund; the key for a different request is refused.
 */
import { createHash, randomUUID } from "node:crypto";
import { AppError, decideRefund } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { REFUND_MESSAGES } from "@paydesk/validators";
import type { ActorTxContext } from "../platform/context.ts";
import { givenBackByPayment, givenBackOf, refundablePayment } from "./given-back.ts";
import { orderForRefunds } from "./order.ts";
import type { ClaimedRefund } from "./record.ts";

export interface RefundAsked {
  orderId: number;
  paymentId: number;
  amountCents: number;
  reason: string;
  idempotencyKey?: string | undefined;
}

export interface Claimed {
  refund: ClaimedRefund;
  state: "PENDING" | "DONE" | "FAILED";
  failure: string | null;
  /** Where the gateway finds the charge (card payments). */
  transactionId: string | null;
  /** True when this call created the row, false for a repeat of an earlier request. */
  fresh: boolean;
}

const fingerprint = (asked: RefundAsked) => createHash("sha256").update(JSON.stringify([asked.orderId, asked.paymentId, asked.amountCents])).digest("hex");

async function lockPayment(db: DbTx, orderId: number, paymentId: number) {
  const locked = await db.$queryRaw<{ id: number }[]>`SELECT id FROM payments WHERE id = ${paymentId} AND order_id = ${orderId} FOR UPDATE`;
  if (locked.length === 0) throw new AppError("NOT_FOUND", REFUND_MESSAGES.unknownPayment);
  return db.payment.findUniqueOrThrow({ where: { id: paymentId }, select: { method: true, amountCents: true, createdAt: true, gatewayTransactionId: true } });
}

const claimedSelect = { id: true, orderId: true, paymentId: true, kind: true, method: true, amountCents: true, reason: true, state: true, failure: true, requestHash: true } as const;

export async function claimRefund(tx: ActorTxContext, asked: RefundAsked): Promise<Claimed> {
  const order = await orderForRefunds(tx.db, asked.orderId);
  const payment = await lockPayment(tx.db, asked.orderId, asked.paymentId);
  const key = asked.idempotencyKey ?? `auto:${randomUUID()}`;
  const hash = fingerprint(asked);
  const earlier = await tx.db.refund.findUnique({ where: { idempotencyKey: key }, select: claimedSelect });
  if (earlier) {
    if (earlier.requestHash !== hash) throw new AppError("CONFLICT", REFUND_MESSAGES.keyReused);
    const { state, failure, requestHash: _, ...refund } = earlier;
    return { refund: { ...refund, companyId: order.companyId }, state, failure, transactionId: payment.gatewayTransactionId, fresh: false };
  }
  const back = givenBackOf(await givenBackByPayment(tx.db, { paymentId: asked.paymentId }), asked.paymentId);
  const decision = decideRefund(refundablePayment(payment, back), asked.amountCents, tx.now());
  if (!decision.ok) throw new AppError("BAD_REQUEST", decision.message, { amountCents: decision.message });
  // A card payment the gateway cannot find again cannot be given back through it.
  if (decision.viaGateway && !payment.gatewayTransactionId) throw new AppError("CONFLICT", REFUND_MESSAGES.gatewayRefused);
  const created = await tx.db.refund.create({
    data: {
      orderId: asked.orderId,
      paymentId: asked.paymentId,
      kind: decision.kind,
      method: payment.method,
      state: "PENDING",
      amountCents: decision.amountCents,
      reason: asked.reason,
      idempotencyKey: key,
      requestHash: hash,
      createdById: tx.actor.userId,
    },
    select: claimedSelect,
  });
  const { state, failure, requestHash: _, ...refund } = created;
  return { refund: { ...refund, companyId: order.companyId }, state, failure, transactionId: payment.gatewayTransactionId, fresh: true };
}
