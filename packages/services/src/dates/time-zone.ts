/**
 * A company's own time zone, set or cleared (docs/product/reports-and-time-zones.md). Reading the zone in
 * force is platform/time-zone.ts, which every domain uses.
 */
import { TIME_ZONE_MESSAGES, type TTimeZoneGetRequest, type TTimeZoneSetRequest } from "@paydesk/validators";
import { companyInScope } from "../platform/company-scope.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";
import { companyTimeZone } from "../platform/time-zone.ts";

export interface TimeZoneSetting {
  companyId: number;
  companyName: string;
  /** The company's own zone; null when it takes the one above. */
  own: string | null;
  /** The zone in force. */
  timeZone: string;
}

export async function getTimeZoneSetting(ctx: ActorTxContext, input: TTimeZoneGetRequest): Promise<TimeZoneSetting> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  const row = await ctx.db.company.findUniqueOrThrow({ where: { id: company.id }, select: { timeZone: true } });
  return { companyId: company.id, companyName: company.name, own: row.timeZone, timeZone: await companyTimeZone(ctx.db, company.id) };
}

/**
 * Set (or clear) a company's zone. The dashboard's summary rows of its subtree are booked again
 * on their new days by the database (trigger dashboard_zone_changed), in this transaction.
 */
export async function setTimeZoneSetting(ctx: ActorContext, input: TTimeZoneSetRequest): Promise<{ message: string; setting: TimeZoneSetting }> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  const setting = await inTransaction(ctx, async (tx) => {
    const before = await tx.db.company.findUniqueOrThrow({ where: { id: company.id }, select: { timeZone: true } });
    await tx.db.company.update({ where: { id: company.id }, data: { timeZone: input.timeZone } });
    await recordAudit(tx, {
      action: "company.time_zone_updated",
      entity: "company",
      entityId: company.id,
      companyId: company.id,
      before: { timeZone: before.timeZone },
      after: { timeZone: input.timeZone },
    });
    return getTimeZoneSetting(tx, { companyId: company.id });
  });
  return { message: TIME_ZONE_MESSAGES.saved, setting };
}
