/**
 * `GET /{module}/promote/messages` (CONVENTIONS §10): the running alerts addressed to the actor's
 * company that they have not dismissed, nor seen in the last ALERT_TIMINGS.seenSeconds.
 */
import { isAlertRunning, isAlertStillShown } from "@paydesk/domain";
import type { ActorContext } from "../platform/context.ts";
import { upcomingAlerts } from "./cache.ts";
import { alertRow, asAnswer, mayReadAlert, type AlertRow } from "./read.ts";

/** CONVENTIONS §10's message: the alert's own fields, without who it is for or when. */
export type AlertMessage = Pick<AlertRow, "alertId" | "title" | "message" | "type" | "itemUrl" | "itemTitle">;

export async function alertMessages(ctx: ActorContext): Promise<AlertMessage[]> {
  const { db, actor } = ctx;
  const now = ctx.now();
  // The read rule of the list (control staff see every message they may be asked about), running now.
  const reaching = (await upcomingAlerts(db, now)).filter((alert) => isAlertRunning(alert, now) && mayReadAlert(actor, alert));
  if (reaching.length === 0) return [];
  const answers = await db.alertAcknowledgement.findMany({
    where: { userId: actor.userId, alertId: { in: reaching.map((alert) => alert.id) } },
    select: { alertId: true, type: true, acknowledgedAt: true },
  });
  const answerOf = new Map(answers.map((a) => [a.alertId, asAnswer(a)]));
  return reaching
    .filter((alert) => isAlertStillShown(answerOf.get(alert.id) ?? null, now))
    .map((alert) => {
      const { alertId, title, message, type, itemUrl, itemTitle } = alertRow(alert, null, now);
      return { alertId, title, message, type, itemUrl, itemTitle };
    });
}
