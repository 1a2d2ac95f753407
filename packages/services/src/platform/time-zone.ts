/**
 * The time zone a company's dates are read in (docs/product/reports-and-time-zones.md), which every domain
 * that shows or reports an instant needs. The zone in force is resolved by the database (company_time_zone:
 * the company's own, else the nearest above, else the platform default), the same function the dashboard's
 * summary triggers day their rows by, so a report and its figures never disagree about a day. Setting a
 * company's zone is the dates domain's (dates/time-zone.ts).
 */
import type { DbTx } from "@paydesk/db";
import { DEFAULT_TIME_ZONE } from "@paydesk/domain";
import type { ActorTxContext } from "./context.ts";
import { runHot, type HotStatement } from "./sql.ts";

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
 * Each record with `timeZone`, the zone its instants are read in (docs/product/reports-and-time-zones.md):
 * its company's, or the actor's where it belongs to none (an alert to everyone). Answers and screens read the
 * record's instants in that zone, so a district's list of schools in two zones dates each row as its school
 * does.
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
