/**
 * Stopping a series (docs/product/checkout-and-payments.md: `GET /{module}/series/{id}/stop`): no charge
 * after it. The series row is locked first; a charge in flight holds that lock (charge.ts), so a stop waits
 * for it to commit and a charge that starts later reads STOPPED. Waiting occurrences are cancelled. Stopping
 * a stopped series again changes nothing and says so; an ended one (completed, failed) answers 409. Audited.
 */
import { AppError } from "@paydesk/domain";
import { SERIES_MESSAGES, type TSeriesRequest } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import { assertMaySeeSeries } from "./access.ts";

export async function stopSeries(ctx: ActorContext, { module, seriesId }: TSeriesRequest): Promise<{ message: string; status: "STOPPED" }> {
  await assertMaySeeSeries(ctx.db, ctx.actor, module, seriesId);
  return inTransaction(ctx, async (tx) => {
    const [series] = await tx.db.$queryRaw<{ status: string; company_id: number; remaining: number }[]>`
      SELECT status::text AS status, company_id, remaining FROM recurring_series WHERE id = ${seriesId} FOR UPDATE`;
    if (!series) throw new AppError("NOT_FOUND", SERIES_MESSAGES.unknown);
    if (series.status === "STOPPED") return { message: SERIES_MESSAGES.alreadyStopped, status: "STOPPED" as const };
    if (series.status !== "ACTIVE") throw new AppError("CONFLICT", SERIES_MESSAGES.notActive);
    const cancelled = await tx.db.seriesOccurrence.updateMany({
      where: { seriesId, status: { in: ["SCHEDULED", "RETRYING"] } },
      data: { status: "CANCELLED" },
    });
    await tx.db.recurringSeries.update({
      where: { id: seriesId },
      data: { status: "STOPPED", stoppedAt: tx.now(), stoppedById: tx.actor.userId, nextChargeAt: null, remaining: 0 },
    });
    await recordAudit(tx, {
      action: "series.stopped",
      entity: "recurring_series",
      entityId: seriesId,
      companyId: series.company_id,
      before: { status: series.status, remaining: series.remaining },
      after: { status: "STOPPED", cancelledOccurrences: cancelled.count },
    });
    return { message: SERIES_MESSAGES.stopped, status: "STOPPED" as const };
  });
}
