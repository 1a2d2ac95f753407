/**
 * `GET /{module}/promote/messages` (CONVENTIONS §10): the running alerts addressed to the actor's
 * company that they have not dismissed, nor seen in the last ALERT_TIMINGS.seenSeconds.
 */
import { alertReachesCompany, isAlertRunning, isAlertStillShown, isControl } from "@paydesk/domain";
import type { TAlertAckType, TAlertType } from "@paydesk/validators";
import type { ActorContext } from "../platform/context.ts";
import { upcomingAlerts } from "./cache.ts";
import { audienceOf } from "./read.ts";

export interface AlertMessage {
  alertId: number;
  title: string;
  message: string;
  type: TAlertType;
  itemUrl: string | null;
  itemTitle: string | null;
}

export async function alertMessages(ctx: ActorContext): Promise<AlertMessage[]> {
  const { db, actor } = ctx;
  const now = ctx.now();
  const reaching = (await upcomingAlerts(db, now)).filter(
    (alert) =>
      isAlertRunning(alert, now) &&
      // Control staff see every message they may have to answer questions about.
      (isControl(actor) || alertReachesCompany({ audience: audienceOf(alert.audience), companyPath: alert.company?.path ?? null }, actor.companyPath)),
  );
  if (reaching.length === 0) return [];
  const answers = await db.alertAcknowledgement.findMany({
    where: { userId: actor.userId, alertId: { in: reaching.map((alert) => alert.id) } },
    select: { alertId: true, type: true, acknowledgedAt: true },
  });
  const answerOf = new Map(answers.map((a) => [a.alertId, { type: a.type as TAlertAckType, acknowledgedAt: a.acknowledgedAt }]));
  return reaching
    .filter((alert) => isAlertStillShown(answerOf.get(alert.id) ?? null, now))
    .map((alert) => ({
      alertId: alert.id,
      title: alert.title,
      message: alert.message,
      type: alert.type as TAlertType,
      itemUrl: alert.itemUrl,
      itemTitle: alert.itemTitle,
    }));
}
