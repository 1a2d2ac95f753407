/**
 * Marking a postback by hand (`POST /control/postbacks/{id}/mark?status=` {memo};
 * docs/product/control-area.md): a status and a memo of at least 2 characters (the schema says so with the
 * product's fixed message). MARKED and SENT stop the queue (a person dealt with it, or posted it by hand);
 * FAILED stops the retries; PENDING puts it back in the queue, due now. Under the send lease, so a mark never
 * lands in the middle of a send (409 while one is under way). Audited with the memo.
 */
import { AppError } from "@paydesk/domain";
import { POSTBACK_MESSAGES, type TPostbackMark, type TPostbackStatus } from "@paydesk/validators";
import { recordAudit } from "../../platform/audit.ts";
import { inTransaction, type ActorContext } from "../../platform/context.ts";
import { refuseWhileSending, withPostbackSend } from "../claim.ts";
import { enqueuePostbackJobs } from "../queue.ts";

export async function markPostback(ctx: ActorContext, input: Pick<TPostbackMark, "postbackId" | "status" | "memo">): Promise<{ status: TPostbackStatus; memo: string }> {
  const now = ctx.now();
  return withPostbackSend(
    ctx.db,
    input.postbackId,
    now,
    () =>
      inTransaction(ctx, async (tx) => {
        const before = await tx.db.postback.findUnique({ where: { id: input.postbackId }, select: { status: true, memo: true, companyId: true } });
        if (!before) throw new AppError("NOT_FOUND", POSTBACK_MESSAGES.noSuchPostback);
        const requeue = input.status === "PENDING";
        await tx.db.postback.update({
          where: { id: input.postbackId },
          data: { status: input.status, memo: input.memo, nextAttemptAt: requeue ? now : null, ...(input.status === "SENT" ? { sentAt: now } : {}) },
        });
        // Back in the queue: a job sends it (when a queue runs; else the minute sweep does).
        if (requeue) await enqueuePostbackJobs(tx.db, [input.postbackId], null);
        await recordAudit(tx, {
          action: "postback.marked",
          entity: "postback",
          entityId: input.postbackId,
          companyId: before.companyId,
          before: { status: before.status, memo: before.memo },
          after: { status: input.status, memo: input.memo },
        });
        return { status: input.status, memo: input.memo };
      }),
    () => refuseWhileSending(ctx.db, input.postbackId),
  );
}
