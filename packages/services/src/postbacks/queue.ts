/**
 * The postback queue on pg-boss (registered in background/jobs.ts): one job per postback, queued in
 * the paid order's transaction and again at each retry time; a sweep every minute sends anything
 * due whose job went missing (an order paid while no queue ran, a crash between the answer and
 * the next job). The claim in send.ts makes a job and the sweep harmless to each other.
 */
import type { DbTx } from "@paydesk/db";
import type pg from "pg";
import type PgBoss from "pg-boss";
import { bossOverTransaction, jobQueueReady, startQueueAlone } from "../platform/boss.ts";
import { jobContext, type JobContextDependencies } from "../platform/context.ts";
import { duePostbackIds, sendDuePostback } from "./send.ts";

export const POSTBACK_QUEUE = "sis.postbacks";
export const POSTBACK_SWEEP_QUEUE = "sis.postbacks-sweep";

interface PostbackJob {
  postbackId: number;
}

/**
 * Queue a send per postback, inside the caller's transaction. Skipped when no job queue was ever
 * started on this database (scripts, tests without one): the sweep or a resend sends them later,
 * and a missing schema must never fail the order that pays them.
 */
export async function enqueuePostbackJobs(db: DbTx, postbackIds: readonly number[], startAfter: Date | null): Promise<void> {
  if (!(await jobQueueReady(db))) return;
  const boss = bossOverTransaction(db);
  for (const postbackId of postbackIds) await boss.send(POSTBACK_QUEUE, { postbackId }, startAfter ? { startAfter } : {});
}

interface Logger {
  info(obj: object, msg?: string): void;
}

async function sendOne(deps: JobContextDependencies, postbackId: number, logger: Logger): Promise<void> {
  const ctx = jobContext(deps);
  const result = await sendDuePostback(ctx, postbackId);
  if (result === null) return;
  if (result.retryAt) await enqueuePostbackJobs(ctx.db, [postbackId], result.retryAt);
  logger.info({ postbackId, sent: result.sent, retryAt: result.retryAt }, "postback attempted");
}

export async function registerPostbackWork(
  boss: PgBoss,
  deps: JobContextDependencies,
  logger: Logger,
  options: { pollingIntervalSeconds?: number; sweep?: boolean } = {},
): Promise<void> {
  await boss.createQueue(POSTBACK_QUEUE);
  // pg-boss refuses an explicit undefined interval: name it only when set.
  const work = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.work<PostbackJob>(POSTBACK_QUEUE, work, async (jobs) => {
    for (const job of jobs) await sendOne(deps, job.data.postbackId, logger);
  });
  if (options.sweep === false) return;
  await boss.createQueue(POSTBACK_SWEEP_QUEUE);
  await boss.schedule(POSTBACK_SWEEP_QUEUE, "* * * * *");
  await boss.work(POSTBACK_SWEEP_QUEUE, async () => {
    const ctx = jobContext(deps);
    for (const postbackId of await duePostbackIds(ctx.db, ctx.now())) await sendOne(deps, postbackId, logger);
  });
}

/** This queue alone, without schedules (the sweep, the platform's): for tests sharing a database. */
export function startPostbackQueue(pool: pg.Pool, deps: JobContextDependencies, logger: Logger): Promise<{ stop(): Promise<void> }> {
  return startQueueAlone(pool, (boss) => registerPostbackWork(boss, deps, logger, { pollingIntervalSeconds: 0.5, sweep: false }));
}
