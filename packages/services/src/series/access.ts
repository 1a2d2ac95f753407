/**
 * Reading one series for someone: unknown → 404 ("This series does not exist."), not theirs →
 * 403 (the domain's maySeeSeries: staff of its company subtree, or the parent who bought it).
 */
import type { DbTx } from "@paydesk/db";
import { accessDenied, AppError, maySeeSeries, type Actor } from "@paydesk/domain";
import { SERIES_MESSAGES } from "@paydesk/validators";

export const seriesUnknown = (): AppError => new AppError("NOT_FOUND", SERIES_MESSAGES.unknown);

export async function assertMaySeeSeries(db: DbTx, actor: Actor, module: string, seriesId: number): Promise<void> {
  const series = await db.recurringSeries.findUnique({ where: { id: seriesId }, select: { payerUserId: true, company: { select: { path: true } } } });
  if (!series) throw seriesUnknown();
  if (!maySeeSeries(actor, module, { companyPath: series.company.path, payerUserId: series.payerUserId })) throw accessDenied();
}

/** Prisma filter of the series a list shows: the parent's own, or those of the actor's subtree. */
export function visibleSeriesFilter(actor: Actor, module: string) {
  if (module === "parent" || actor.kind === "PARENT") return { payerUserId: actor.kind === "PARENT" ? actor.userId : -1 };
  return actor.kind === "CONTROL" ? {} : { company: { path: { startsWith: actor.companyPath } } };
}
