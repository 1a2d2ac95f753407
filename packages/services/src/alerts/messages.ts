/**
 * `GET /{module}/promote/messages` (docs/product/dashboard-images-promotions.md): the running alerts for the
 * actor (domain alertIsForReader: addressed to their company and, where the alert names one, to those holding
 * the permission to act on it; control staff the alerts to everyone) that they have not dismissed, nor seen
 * in the last ALERT_TIMINGS.seenSeconds.
 */
import { alertIsForReader, isAlertRunning, isAlertStillShown, isPermission } from "@paydesk/domain";
import type { ActorContext } from "../platform/context.ts";
import { upcomingAlerts } from "./cache.ts";
import { alertRow, asAnswer, audienceOf, type AlertRow } from "./read.ts";

/**
 * A message as docs/product/dashboard-images-promotions.md has it: the alert's own fields, without who it is
 * for or when.
 */
export type AlertMessage = Pick<AlertRow, "alertId" | "title" | "message" | "type" | "itemUrl" | "itemTitle">;

export async function alertMessages(ctx: ActorContext): Promise<AlertMessage[]> {
  const { db, actor } = ctx;
  const now = ctx.now();
  const reaching = (await upcomingAlerts(db, now)).filter((alert) => {
    if (!isAlertRunning(alert, now)) return false;
    const readers = alert.readerPermission;
    // A stored permission the product no longer knows is held by nobody: shown to no one, not to all.
    if (readers !== null && !isPermission(readers)) return false;
    const ref = { audience: audienceOf(alert.audience), companyPath: alert.company?.path ?? null, readerPermission: readers };
    return alertIsForReader(ref, actor);
  });
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
