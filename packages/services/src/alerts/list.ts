/**
 * The service alerts screen (`/{module}/promote/salerts`): control staff see every alert, an
 * administrator those addressed to their company that have started, each with their own answer.
 */
import { AppError } from "@paydesk/domain";
import { ALERT_MESSAGES, type TAlertRequest } from "@paydesk/validators";
import { withTimeZone, withTimeZones } from "../platform/time-zone.ts";
import type { ActorContext } from "../platform/context.ts";
import { ALERT_SELECT, alertRow, alertsReachingFilter, mayReadAlert, type AlertRow } from "./read.ts";

const LIST_LIMIT = 200;

export async function listAlerts(ctx: ActorContext): Promise<AlertRow[]> {
  const { db, actor } = ctx;
  const now = ctx.now();
  const alerts = await db.serviceAlert.findMany({
    where: actor.kind === "CONTROL" ? {} : { AND: [alertsReachingFilter(actor), { startsAt: { lte: now } }] },
    select: {
      ...ALERT_SELECT,
      acknowledgements: { where: { userId: actor.userId }, select: { type: true, acknowledgedAt: true } },
    },
    orderBy: [{ startsAt: "desc" }, { id: "desc" }],
    take: LIST_LIMIT,
  });
  return withTimeZones(ctx, alerts.map((alert) => alertRow(alert, alert.acknowledgements[0] ?? null, now)), (row) => row.companyId);
}

/** One alert; one the actor may not read is answered like an unknown one (404), never 403. */
export async function getAlert(ctx: ActorContext, input: Pick<TAlertRequest, "alertId">): Promise<AlertRow> {
  const { db, actor } = ctx;
  const now = ctx.now();
  const alert = await db.serviceAlert.findUnique({
    where: { id: input.alertId },
    select: {
      ...ALERT_SELECT,
      acknowledgements: { where: { userId: actor.userId }, select: { type: true, acknowledgedAt: true } },
    },
  });
  if (!alert || !mayReadAlert(actor, alert) || (actor.kind !== "CONTROL" && alert.startsAt > now)) {
    throw new AppError("NOT_FOUND", ALERT_MESSAGES.unknown);
  }
  return withTimeZone(ctx, alertRow(alert, alert.acknowledgements[0] ?? null, now), alert.companyId);
}
