/**
 * The job's work: charge the occurrences that are due through the series' stored gateway token.
 *
 * Each occurrence is charged in its own transaction that first locks the occurrence AND its series
 * (`FOR UPDATE … SKIP LOCKED`): a second worker skips what the first holds, so an occurrence is
 * taken once; and the series' status is read under that lock, so a stop (which updates the series
 * row, stop.ts) either committed first — the series reads STOPPED and nothing is charged — or
 * waits until this charge has committed. Unlike checkout, the gateway is called while the lock is
 * held: that is what makes "never a charge after a stop" hold, and a job charging a few
 * occurrences a day can afford a connection held for one gateway call (its timeout is 20 s).
 *
 * The gateway idempotency key names the occurrence and the attempt (seriesChargeKey). If the
 * process dies after the gateway approved but before COMMIT, the attempt count rolls back with
 * everything else, the next run sends the same key, and the gateway answers its first answer
 * instead of charging again.
 */
import { afterDecline, seriesChargeKey } from "@paydesk/domain";
import { paymentGateway } from "../payments/gateway/registry.ts";
import { recordAudit } from "../platform/audit.ts";
import type { ServiceContext, TxContext } from "../platform/context.ts";
import { sendSeriesFailureNotice, sendSeriesReceipt, type SeriesNotice } from "./notices.ts";
import { recordSeriesCharge } from "./record-charge.ts";

/** Long enough for one gateway call (20 s timeout) and the booking after it. */
const CHARGE_TRANSACTION = { maxWait: 10_000, timeout: 40_000 } as const;

/** Occurrences one run takes at most; the next run (every minute) takes the rest. */
export const SERIES_CHARGES_PER_RUN = 50;

export interface ChargeRunResult {
  charged: number;
  declined: number;
  failed: number;
  skipped: number;
}

type Outcome = "charged" | "declined" | "failed" | "skipped";

export async function chargeDueOccurrences(ctx: ServiceContext, limit = SERIES_CHARGES_PER_RUN): Promise<ChargeRunResult> {
  const now = ctx.now();
  const due = await ctx.db.$queryRaw<{ id: number }[]>`
    SELECT o.id FROM series_occurrences o JOIN recurring_series s ON s.id = o.series_id
    WHERE o.status IN ('SCHEDULED', 'RETRYING') AND o.next_attempt_at <= ${now} AND s.status = 'ACTIVE'
    ORDER BY o.next_attempt_at, o.id
    LIMIT ${limit}`;
  const result: ChargeRunResult = { charged: 0, declined: 0, failed: 0, skipped: 0 };
  for (const { id } of due) result[await chargeOccurrence(ctx, id)]++;
  return result;
}

interface Locked {
  occurrenceId: number;
  sequence: number;
  attempts: number;
  seriesStatus: string;
}

const SERIES_SELECT = {
  id: true,
  companyId: true,
  itemId: true,
  studentId: true,
  payerUserId: true,
  payerName: true,
  payerEmail: true,
  itemCode: true,
  title: true,
  settlementAccountId: true,
  coaId: true,
  quantity: true,
  amountCents: true,
  taxCents: true,
  shippingCents: true,
  feeCents: true,
  totalCents: true,
  gatewayToken: true,
  cardBrand: true,
  cardLast4: true,
  cardExpMonth: true,
  cardExpYear: true,
} as const;

/** Charge one occurrence if it is still due, its series still active, and nobody else holds it. */
export async function chargeOccurrence(ctx: ServiceContext, occurrenceId: number): Promise<Outcome> {
  let notice: SeriesNotice | null = null;
  const outcome = await ctx.db.$transaction(async (db): Promise<Outcome> => {
    const tx: TxContext<ServiceContext> = { ...ctx, db };
    const now = ctx.now();
    const [locked] = await db.$queryRaw<Locked[]>`
      SELECT o.id AS "occurrenceId", o.sequence, o.attempts, s.status::text AS "seriesStatus"
      FROM series_occurrences o JOIN recurring_series s ON s.id = o.series_id
      WHERE o.id = ${occurrenceId} AND o.status IN ('SCHEDULED', 'RETRYING') AND o.next_attempt_at <= ${now}
      FOR UPDATE OF o, s SKIP LOCKED`;
    // Taken by another worker, already charged, or its series is being stopped right now.
    if (!locked || locked.seriesStatus !== "ACTIVE") return "skipped";

    const occurrence = await db.seriesOccurrence.findUniqueOrThrow({ where: { id: occurrenceId }, select: { seriesId: true } });
    const series = await db.recurringSeries.findUniqueOrThrow({ where: { id: occurrence.seriesId }, select: SERIES_SELECT });
    const attempt = locked.attempts + 1;
    const answer = await paymentGateway().chargeStored({
      token: series.gatewayToken,
      amountCents: series.totalCents,
      idempotencyKey: seriesChargeKey(occurrenceId, attempt),
    });

    if (answer.outcome === "approved" || answer.outcome === "partial") {
      const booked = await recordSeriesCharge(tx, series, answer);
      await db.seriesOccurrence.update({
        where: { id: occurrenceId },
        data: { status: "PAID", attempts: attempt, orderId: booked.orderId, lastError: null },
      });
      const next = await advanceSeries(tx, series.id);
      await recordAudit(tx, {
        action: "series.charged",
        entity: "recurring_series",
        entityId: series.id,
        companyId: series.companyId,
        after: { occurrenceId, sequence: locked.sequence, attempt, orderId: booked.orderId, amountCents: answer.approvedCents, status: next },
      });
      notice = { kind: "receipt", series, orderId: booked.orderId, receiptToken: booked.receiptToken };
      return "charged";
    }

    const message = answer.message;
    const decision = afterDecline(attempt, now);
    if (decision.next === "retry") {
      await db.seriesOccurrence.update({
        where: { id: occurrenceId },
        data: { status: "RETRYING", attempts: attempt, nextAttemptAt: decision.at, lastError: message },
      });
      await db.recurringSeries.update({ where: { id: series.id }, data: { nextChargeAt: decision.at } });
    } else {
      await db.seriesOccurrence.update({ where: { id: occurrenceId }, data: { status: "FAILED", attempts: attempt, lastError: message } });
      await db.seriesOccurrence.updateMany({
        where: { seriesId: series.id, status: { in: ["SCHEDULED", "RETRYING"] } },
        data: { status: "CANCELLED" },
      });
      await db.recurringSeries.update({ where: { id: series.id }, data: { status: "FAILED", nextChargeAt: null, remaining: 0 } });
    }
    await recordAudit(tx, {
      action: decision.next === "retry" ? "series.declined" : "series.failed",
      entity: "recurring_series",
      entityId: series.id,
      companyId: series.companyId,
      after: { occurrenceId, sequence: locked.sequence, attempt, outcome: answer.outcome, ...(decision.next === "retry" ? { retryAt: decision.at.toISOString() } : {}) },
    });
    notice = { kind: "failure", series, retryAt: decision.next === "retry" ? decision.at : null };
    return decision.next === "retry" ? "declined" : "failed";
  }, CHARGE_TRANSACTION);

  // Mail after COMMIT: a rolled-back charge sends nothing, and a slow mail server holds no lock.
  if (notice) await sendNotice(ctx, notice);
  return outcome;
}

async function sendNotice(ctx: ServiceContext, notice: SeriesNotice): Promise<void> {
  if (notice.kind === "receipt") await sendSeriesReceipt(ctx, notice);
  else await sendSeriesFailureNotice(ctx, notice);
}

/** After a paid occurrence: the next one to come, or COMPLETED when it was the last. */
async function advanceSeries(tx: TxContext<ServiceContext>, seriesId: number): Promise<"ACTIVE" | "COMPLETED"> {
  const waiting = await tx.db.seriesOccurrence.findMany({
    where: { seriesId, status: { in: ["SCHEDULED", "RETRYING"] } },
    select: { nextAttemptAt: true },
    orderBy: { nextAttemptAt: "asc" },
  });
  const next = waiting[0];
  await tx.db.recurringSeries.update({
    where: { id: seriesId },
    data: { remaining: waiting.length, nextChargeAt: next?.nextAttemptAt ?? null, status: next ? "ACTIVE" : "COMPLETED" },
  });
  return next ? "ACTIVE" : "COMPLETED";
}
