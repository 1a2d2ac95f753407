/**
 * The alerts that may run now or later, kept in memory for ALERT_TIMINGS.messagesCacheSeconds
 * (docs/product/dashboard-images-promotions.md: messages cached 1,800 s). Every administrator's page asks for
 * its messages, and the alerts are the same for all of them: one query per half hour per server instead of
 * one per page. Creating an alert empties the cache of the instance it was created on, so its author sees it
 * at once; other instances pick it up within the half hour. The per-user answers are not cached (one indexed
 * query per call), so an acknowledgement takes effect at once everywhere.
 */
import type { Db } from "@paydesk/db";
import { ALERT_TIMINGS } from "@paydesk/validators";
import { ALERT_SELECT } from "./read.ts";

type CachedAlerts = Awaited<ReturnType<typeof loadUpcomingAlerts>>;

/** Per database handle, so tests with their own databases never see each other's alerts. */
const cache = new WeakMap<Db, { loadedAt: number; alerts: CachedAlerts }>();

function loadUpcomingAlerts(db: Db, now: Date) {
  return db.serviceAlert.findMany({
    where: { OR: [{ endsAt: null }, { endsAt: { gt: now } }] },
    select: ALERT_SELECT,
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
  });
}

/** Alerts not ended at load time; the caller still checks each one's window against its own now. */
export async function upcomingAlerts(db: Db, now: Date): Promise<CachedAlerts> {
  const hit = cache.get(db);
  const age = hit ? now.getTime() - hit.loadedAt : Number.POSITIVE_INFINITY;
  if (hit && age >= 0 && age < ALERT_TIMINGS.messagesCacheSeconds * 1000) return hit.alerts;
  const alerts = await loadUpcomingAlerts(db, now);
  cache.set(db, { loadedAt: now.getTime(), alerts });
  return alerts;
}

export function forgetCachedAlerts(db: Db): void {
  cache.delete(db);
}
