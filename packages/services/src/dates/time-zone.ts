/**
 * A company's time zone (CONVENTIONS §11). The zone in force is resolved by the database
 * (company_time_zone: the company's own, else the nearest above, else the platform default), the
 * same function the dashboard's summary triggers day their rows by, so a report and its figures
 * never disagree about a day.
 */
import type { DbTx } from "@paydesk/db";
import { DEFAULT_TIME_ZONE } from "@paydesk/domain";
import { TIME_ZONE_MESSAGES, type TTimeZoneGetRequest, type TTimeZoneSetRequest } from "@paydesk/validators";
import { companyInScope } from "../acl/scope.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";
import { runHot, type HotStatement } from "../platform/sql.ts";

const COMPANY_TIME_ZONE: HotStatement = { name: "paydesk_company_time_zone", text: "SELECT company_time_zone($1) AS zone" };

/** The zone a company's dates are read in. */
export async function companyTimeZone(db: DbTx, companyId: number): Promise<string> {
  const [row] = await runHot<{ zone: string | null }>(db, COMPANY_TIME_ZONE, [companyId]);
  return row?.zone ?? DEFAULT_TIME_ZONE;
}

const COMPANY_TIME_ZONES: HotStatement = {
  name: "paydesk_company_time_zones",
  text: "SELECT id, company_time_zone(id) AS zone FROM unnest($1::int[]) AS id",
};

/** The zones of several companies in one statement: the rows of one list may belong to companies in different zones. */
export async function companyTimeZones(db: DbTx, companyIds: Iterable<number>): Promise<Map<number, string>> {
  const ids = [...new Set(companyIds)];
  if (!ids.length) return new Map();
  const rows = await runHot<{ id: number; zone: string | null }>(db, COMPANY_TIME_ZONES, [ids]);
  return new Map(rows.map((row) => [row.id, row.zone ?? DEFAULT_TIME_ZONE]));
}

/**
 * Each record with `timeZone`, the zone its instants are read in (CONVENTIONS §11): its company's,
 * or the actor's where it belongs to none (an alert to everyone). Answers and screens read the
 * record's instants in that zone, so a district's list of schools in two zones dates each row as
 * its school does.
 */
export async function withTimeZones<Row>(
  ctx: Pick<ActorTxContext, "db" | "actor">,
  rows: readonly Row[],
  companyOf: (row: Row) => number | null | undefined,
): Promise<(Row & { timeZone: string })[]> {
  const others = new Set<number>();
  for (const row of rows) {
    const id = companyOf(row);
    if (id != null && id !== ctx.actor.companyId) others.add(id);
  }
  const [own, zones] = await Promise.all([actorTimeZone(ctx), companyTimeZones(ctx.db, others)]);
  return rows.map((row) => {
    const id = companyOf(row);
    return { ...row, timeZone: (id != null && zones.get(id)) || own };
  });
}

/** One record with the zone its instants are read in (see withTimeZones). */
export async function withTimeZone<Row>(ctx: Pick<ActorTxContext, "db" | "actor">, row: Row, companyId: number | null | undefined): Promise<Row & { timeZone: string }> {
  const [zoned] = await withTimeZones(ctx, [row], () => companyId);
  return zoned!;
}

/** One lookup per request for an actor made by hand: a context lives as long as its request. */
const contextZones = new WeakMap<object, Promise<string>>();

/** The zone of the signed-in person's company: what their screens, lists and exports use. */
export function actorTimeZone(ctx: Pick<ActorTxContext, "db" | "actor">): Promise<string> {
  // Sessions, API keys and loadActor read it with the actor (ACTOR_COLUMNS): no second statement.
  if (ctx.actor.timeZone) return Promise.resolve(ctx.actor.timeZone);
  let zone = contextZones.get(ctx);
  if (!zone) {
    zone = companyTimeZone(ctx.db, ctx.actor.companyId);
    contextZones.set(ctx, zone);
    zone.catch(() => contextZones.delete(ctx));
  }
  return zone;
}

/** The zone of a report's company: the one asked for (already checked in scope), else the actor's. */
export function reportTimeZone(ctx: Pick<ActorTxContext, "db" | "actor">, companyId?: number | null): Promise<string> {
  return companyId && companyId !== ctx.actor.companyId ? companyTimeZone(ctx.db, companyId) : actorTimeZone(ctx);
}

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
