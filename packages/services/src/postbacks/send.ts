/**
 * Sending a postback to its SIS over HTTP (docs/product/control-area.md). The queue sends due postbacks
 * (`sendDuePostback`), taking each with an atomic claim so two workers never post the same one
 * at once; a failure is tried again with back-off (domain postbackRetryDelaySeconds) until the
 * last attempt marks it FAILED. `resendPostback` is the control screens' post-back-transaction:
 * it sends now, whatever the status, and answers the curl log and the error.
 * Both take the send lease of claim.ts first: one send of a postback at a time, whoever starts it.
 *
 * The SIS records a payment reference once (PD-{order}-{line}), so a repeat — a retry after a
 * lost answer, a resend — never records a payment twice there.
 */
import { AppError, postbackRetryDelaySeconds, type SisPayment, type SisPluginName } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { POSTBACK_MESSAGES, ZExternalTransient, ZSisPlugin } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import type { ActorContext, ServiceContext } from "../platform/context.ts";
import { sisPlugin, type PostbackOutcome } from "../sis/plugins.ts";
import { refuseWhileSending, withPostbackSend } from "./claim.ts";

/** How long a claimed postback is left alone while its request is under way. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** An order still owing money (partial authorization) posts back once it is paid: checked again this much later. */
const UNPAID_RECHECK_MS = 60 * 60_000;

export function postbackReference(orderId: number, orderLineId: number): string {
  return `PD-${orderId}-${orderLineId}`;
}

async function paymentOf(db: DbTx, postbackId: number): Promise<{ plugin: SisPluginName; payment: SisPayment; orderPaid: boolean } | null> {
  const row = await db.postback.findUnique({
    where: { id: postbackId },
    select: {
      plugin: true,
      orderLine: { select: { id: true, amountCents: true, quantity: true, transient: true } },
      order: { select: { id: true, status: true, createdAt: true } },
    },
  });
  const plugin = ZSisPlugin.safeParse(row?.plugin);
  const transient = ZExternalTransient.safeParse(row?.orderLine.transient);
  if (!row || !plugin.success || !transient.success) return null;
  return {
    plugin: plugin.data,
    orderPaid: row.order.status !== "PARTIAL",
    payment: {
      reference: postbackReference(row.order.id, row.orderLine.id),
      feeId: transient.data.transient_id,
      studentExternalId: transient.data.student,
      amountCents: row.orderLine.amountCents * row.orderLine.quantity,
      paidAt: row.order.createdAt.toISOString(),
    },
  };
}

async function recordOutcome(ctx: ServiceContext, postbackId: number, attempts: number, outcome: PostbackOutcome, keepStatus: boolean): Promise<Date | null> {
  const now = ctx.now();
  if (outcome.ok) {
    await ctx.db.postback.update({
      where: { id: postbackId },
      data: { status: "SENT", sentAt: now, nextAttemptAt: null, curlLog: outcome.curlLog, lastError: null },
    });
    return null;
  }
  const delay = postbackRetryDelaySeconds(attempts);
  const retryAt = delay === null ? null : new Date(now.getTime() + delay * 1000);
  await ctx.db.postback.update({
    where: { id: postbackId },
    data: {
      ...(keepStatus ? {} : { status: retryAt ? "PENDING" : "FAILED" }),
      nextAttemptAt: keepStatus ? undefined : retryAt,
      curlLog: outcome.curlLog,
      lastError: outcome.error,
    },
  });
  return keepStatus ? null : retryAt;
}

export type DueSendResult = { sent: boolean; retryAt: Date | null } | null;

/**
 * The queue's send: claims the postback if it is PENDING and due (a claim counts an attempt and
 * leases it), posts it, records the answer. Null when it was not due or someone else has it.
 */
export async function sendDuePostback(ctx: ServiceContext, postbackId: number): Promise<DueSendResult> {
  // A re-post or a mass postback under way: it answers for this postback; the sweep looks again later.
  return withPostbackSend(ctx.db, postbackId, ctx.now(), () => sendDueClaimed(ctx, postbackId), () => null);
}

async function sendDueClaimed(ctx: ServiceContext, postbackId: number): Promise<DueSendResult> {
  const now = ctx.now();
  const claimed = await ctx.db.postback.updateManyAndReturn({
    where: { id: postbackId, status: "PENDING", OR: [{ nextAttemptAt: null }, { nextAttemptAt: { lte: now } }] },
    data: { attempts: { increment: 1 }, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) },
    select: { attempts: true },
  });
  if (claimed.length === 0) return null;
  const found = await paymentOf(ctx.db, postbackId);
  if (!found) {
    await ctx.db.postback.update({ where: { id: postbackId }, data: { status: "FAILED", nextAttemptAt: null, lastError: "The paid line no longer describes an external fee." } });
    return { sent: false, retryAt: null };
  }
  if (!found.orderPaid) {
    // Not an attempt: the SIS hears of the fee once the order is paid in full.
    const retryAt = new Date(now.getTime() + UNPAID_RECHECK_MS);
    await ctx.db.postback.update({ where: { id: postbackId }, data: { attempts: { decrement: 1 }, nextAttemptAt: retryAt } });
    return { sent: false, retryAt };
  }
  const outcome = await sisPlugin(found.plugin).postPayment(found.payment);
  const retryAt = await recordOutcome(ctx, postbackId, claimed[0]!.attempts, outcome, false);
  return { sent: outcome.ok, retryAt };
}

/** PENDING postbacks whose time has come (the sweep behind the per-postback jobs). */
export async function duePostbackIds(db: DbTx, now: Date, limit = 50): Promise<number[]> {
  const rows = await db.postback.findMany({
    where: { status: "PENDING", nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

export interface ResendResult {
  /** The postback's status after the send. */
  status: "PENDING" | "SENT" | "FAILED" | "MARKED";
  curlLog: string;
  error: string | null;
}

/**
 * post-back-transaction (the control screens, one by one or as a mass postback): send now
 * and answer `{status, curl_log, error}`. A success marks it SENT; a failure keeps its status (a
 * PENDING one stays on its back-off, a FAILED or MARKED one stays as a person left it). Audited.
 * While another send of it is under way (the queue, another person) it is refused with 409 and
 * nothing is sent.
 */
export async function resendPostback(ctx: ActorContext, postbackId: number): Promise<ResendResult> {
  return withPostbackSend(ctx.db, postbackId, ctx.now(), () => resendClaimed(ctx, postbackId), () => refuseWhileSending(ctx.db, postbackId));
}

async function resendClaimed(ctx: ActorContext, postbackId: number): Promise<ResendResult> {
  const before = await ctx.db.postback.findUnique({ where: { id: postbackId }, select: { status: true, companyId: true } });
  const found = await paymentOf(ctx.db, postbackId);
  if (!before || !found) throw new AppError("NOT_FOUND", POSTBACK_MESSAGES.noSuchPostback);
  const { attempts } = await ctx.db.postback.update({ where: { id: postbackId }, data: { attempts: { increment: 1 } }, select: { attempts: true } });
  const outcome = await sisPlugin(found.plugin).postPayment(found.payment);
  await recordOutcome(ctx, postbackId, attempts, outcome, true);
  await recordAudit(ctx, {
    action: "postback.resent",
    entity: "postback",
    entityId: postbackId,
    companyId: before.companyId,
    before: { status: before.status },
    after: { status: outcome.ok ? "SENT" : before.status, error: outcome.error },
  });
  return { status: outcome.ok ? "SENT" : before.status, curlLog: outcome.curlLog, error: outcome.error };
}
