/**
 * `refunds.create`: give back part or all of one payment of an order, or void it.
 *
 * 1. Claim (claim.ts): under the payment's row lock, judge the request and write it PENDING.
 *    Cash and check are recorded DONE in the same transaction: staff hand the money back.
 * 2. Card: call the gateway OUTSIDE any transaction (no row lock waits on the network), with a
 *    gateway key derived from the refund row, so a retry never moves money twice.
 * 3. Record (record.ts): DONE with the ledger, the order's status and the audit; or FAILED when
 *    the gateway refused. When the gateway could not be reached the refund stays PENDING (its
 *    amount stays claimed: the money may have moved) and sending the same request with the same
 *    key again resumes it.
 */
import { AppError } from "@paydesk/domain";
import { isUniqueViolation, type Db } from "@paydesk/db";
import { REFUND_MESSAGES } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import type { ActorContext } from "../platform/context.ts";
import { paymentGateway } from "../payments/gateway/registry.ts";
import { inCheckoutTransaction } from "../payments/checkout/transaction.ts";
import { type Claimed, type RefundAsked, claimRefund } from "./claim.ts";
import { type ClaimedRefund, recordRefundDone, recordRefundRefused } from "./record.ts";

export interface RefundAnswer {
  refundId: number;
  kind: "VOID" | "REFUND";
  amountCents: number;
  orderStatus: string;
  message: string;
}

type Ctx = ActorContext & { db: Db };

type GatewayOutcome = { outcome: "done"; gatewayRefundId: string | null } | { outcome: "refused" | "unavailable"; message: string };

async function askGateway(refund: ClaimedRefund, transactionId: string): Promise<GatewayOutcome> {
  const idempotencyKey = `refund-${refund.id}`;
  if (refund.kind === "VOID") {
    const result = await paymentGateway().void({ transactionId, idempotencyKey });
    return result.outcome === "voided" ? { outcome: "done", gatewayRefundId: null } : result;
  }
  const result = await paymentGateway().refund({ transactionId, amountCents: refund.amountCents, idempotencyKey });
  return result.outcome === "refunded" ? { outcome: "done", gatewayRefundId: result.refundId } : result;
}

function answerOf(refund: ClaimedRefund, orderStatus: string): RefundAnswer {
  return { refundId: refund.id, kind: refund.kind, amountCents: refund.amountCents, orderStatus, message: refund.kind === "VOID" ? REFUND_MESSAGES.voided : REFUND_MESSAGES.refunded };
}

async function currentStatus(ctx: Ctx, orderId: number): Promise<string> {
  return (await ctx.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).status;
}

async function claim(ctx: Ctx, asked: RefundAsked): Promise<Claimed & { orderStatus?: string }> {
  try {
    return await inCheckoutTransaction(ctx, async (tx) => {
      const claimed = await claimRefund(tx, asked);
      // Cash and check: claimed and recorded in one transaction, nothing to wait for.
      if (claimed.fresh && claimed.refund.method !== "CARD") {
        const { orderStatus } = await recordRefundDone(tx, claimed.refund, null);
        return { ...claimed, state: "DONE" as const, orderStatus };
      }
      return claimed;
    });
  } catch (error) {
    // The same key sent at the same moment for another payment loses the unique key race: refused like any reuse.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", REFUND_MESSAGES.keyReused);
    throw error;
  }
}

export async function createRefund(ctx: Ctx, asked: RefundAsked): Promise<RefundAnswer> {
  const claimed = await claim(ctx, asked);
  const { refund } = claimed;
  if (claimed.state === "DONE") return answerOf(refund, claimed.orderStatus ?? (await currentStatus(ctx, refund.orderId)));
  if (claimed.state === "FAILED") throw new AppError("CONFLICT", claimed.failure ?? REFUND_MESSAGES.gatewayRefused);

  const outcome = await askGateway(refund, claimed.transactionId!);
  if (outcome.outcome === "done") {
    const { orderStatus } = await inCheckoutTransaction(ctx, (tx) => recordRefundDone(tx, refund, outcome.gatewayRefundId));
    return answerOf(refund, orderStatus);
  }
  if (outcome.outcome === "refused") {
    await inCheckoutTransaction(ctx, (tx) => recordRefundRefused(tx, refund, outcome.message));
    throw new AppError("CONFLICT", outcome.message);
  }
  await recordAudit(ctx, {
    action: "refund.gateway_unavailable",
    entity: "refund",
    entityId: refund.id,
    companyId: refund.companyId,
    after: { orderId: refund.orderId, paymentId: refund.paymentId, kind: refund.kind, amountCents: refund.amountCents },
  });
  throw new AppError("GATEWAY_ERROR", outcome.message);
}
