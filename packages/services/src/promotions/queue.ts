/**
 * The queue `promotions.send-post` on pg-boss (registered in background/jobs.ts): one job per
 * scheduled post, made in the post's own transaction with `startAfter` its time. A job run twice,
 * or two at once, sends the post once (send.ts claims the row). At boot every post still
 * SCHEDULED, or SENDING under a stale claim, gets a job again: one queued while no job queue had
 * ever started on the database, or whose sender crashed, is not lost; a post whose job is still
 * waiting gets none (queuePendingPosts), so restarts do not pile up jobs.
 */
import type pg from "pg";
import type PgBoss from "pg-boss";
import type { Db, DbTx } from "@paydesk/db";
import { sendInTransaction, startQueueAlone } from "../platform/boss.ts";
import { jobContext, type JobContextDependencies } from "../platform/context.ts";
import { CLAIM_STALE_MS, sendScheduledPost } from "./send.ts";

export const PROMOTION_POST_QUEUE = "promotions.send-post";

export interface PromotionPostJob {
  postId: number;
}

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** The post's job, in the caller's transaction, due at its time. */
export function enqueuePromotionPost(db: DbTx, postId: number, at: Date): Promise<void> {
  return sendInTransaction(db, PROMOTION_POST_QUEUE, { postId } satisfies PromotionPostJob, { startAfter: at });
}

export async function registerPromotionPostWork(
  boss: PgBoss,
  deps: JobContextDependencies,
  logger: Logger,
  options: { pollingIntervalSeconds?: number; sweep?: boolean } = {},
): Promise<void> {
  await boss.createQueue(PROMOTION_POST_QUEUE);
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.work<PromotionPostJob>(PROMOTION_POST_QUEUE, { ...polling, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    const outcome = await sendScheduledPost(jobContext(deps), job.data.postId);
    logger.info({ postId: job.data.postId, outcome: outcome.state }, "scheduled promotion post run");
  });
  if (options.sweep === false) return;
  const queued = await queuePendingPosts(boss, deps.db);
  if (queued.length) logger.info({ postIds: queued }, "promotion posts queued again at boot");
}

/**
 * The boot sweep: a job for every post still SCHEDULED, or SENDING under a stale claim, that has
 * no job waiting for it (created or retry). Without that check every restart added one more job
 * per pending post: harmless (the claim sends once) but piling up in pgboss.job. A job left
 * `active` by a crashed instance does not count, so the crashed sender's post is queued again.
 * Answers the ids it queued.
 */
export async function queuePendingPosts(boss: PgBoss, db: Db): Promise<number[]> {
  const staleBefore = new Date(Date.now() - CLAIM_STALE_MS);
  const pending = await db.promotionPost.findMany({
    where: { OR: [{ state: "SCHEDULED" }, { state: "SENDING", claimedAt: { lt: staleBefore } }] },
    select: { id: true, scheduledAt: true },
  });
  if (!pending.length) return [];
  const waiting = await db.$queryRaw<{ postId: number }[]>`
    SELECT DISTINCT (data->>'postId')::int AS "postId" FROM pgboss.job
    WHERE name = ${PROMOTION_POST_QUEUE} AND state IN ('created', 'retry')
      AND (data->>'postId')::int = ANY(${pending.map((post) => post.id)}::int[])`;
  const hasJob = new Set(waiting.map((row) => row.postId));
  const unqueued = pending.filter((post) => !hasJob.has(post.id));
  for (const post of unqueued) {
    await boss.send(PROMOTION_POST_QUEUE, { postId: post.id } satisfies PromotionPostJob, post.scheduledAt ? { startAfter: post.scheduledAt } : {});
  }
  return unqueued.map((post) => post.id);
}

/** This queue alone, without the boot sweep: for tests sharing a database. */
export function startPromotionPostQueue(pool: pg.Pool, deps: JobContextDependencies, logger: Logger): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  return startQueueAlone(pool, (boss) => registerPromotionPostWork(boss, deps, logger, { pollingIntervalSeconds: 0.5, sweep: false }));
}
