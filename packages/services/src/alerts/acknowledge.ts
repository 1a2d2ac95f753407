/** `POST /{module}/promote/messages/{id}` `{acknowledge: 1, type}`: the actor's answer to one alert. */
import { nextAlertAnswer, type AlertAnswer } from "@paydesk/domain";
import { ALERT_MESSAGES, type TAcknowledgeAlertRequest } from "@paydesk/validators";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import { getAlert } from "./list.ts";
import { asAnswer } from "./read.ts";

export async function acknowledgeAlert(
  ctx: ActorContext,
  input: Pick<TAcknowledgeAlertRequest, "alertId" | "type">,
): Promise<{ message: string; answer: AlertAnswer }> {
  // Only an alert the actor may read can be answered (404 otherwise, as for reading it).
  await getAlert(ctx, input);
  const userId = ctx.actor.userId;
  const answer = await inTransaction(ctx, async (tx) => {
    const key = { alertId_userId: { alertId: input.alertId, userId } };
    const previous = await tx.db.alertAcknowledgement.findUnique({ where: key, select: { type: true, acknowledgedAt: true } });
    const next = nextAlertAnswer(previous && asAnswer(previous), {
      type: input.type,
      acknowledgedAt: ctx.now(),
    });
    await tx.db.alertAcknowledgement.upsert({
      where: key,
      create: { alertId: input.alertId, userId, type: next.type, acknowledgedAt: next.acknowledgedAt },
      update: { type: next.type, acknowledgedAt: next.acknowledgedAt },
    });
    return next;
  });
  return { message: ALERT_MESSAGES.acknowledged, answer };
}
