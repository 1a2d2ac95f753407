/**
 * The queue `uploads.process` on pg-boss (registered in background/jobs.ts): one job per request to
 * process a batch, sent in the transaction that queues the batch. At boot every QUEUED or
 * PROCESSING batch gets a job again (the sweep): the previous instance may have died mid-range,
 * and pg-boss would only retry its job after the job's expiry. A duplicate run is harmless (see
 * process.ts: the ranges take turns on the batch row lock).
 */
import type { DbTx } from "@paydesk/db";
import type pg from "pg";
import type PgBoss from "pg-boss";
import { startQueueAlone } from "../../platform/boss.ts";
import { jobContext, type JobContextDependencies } from "../../platform/context.ts";
import { failUpload, failureMessage, interruptedUploadIds, runUploadBatch, type RunOptions } from "./process.ts";

import { addUploadWorkerWaker, UPLOAD_PROCESS_QUEUE, type UploadJob } from "./enqueue.ts";

export { UPLOAD_PROCESS_QUEUE };

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** One job: run the batch; a range that throws leaves FAILED with a readable error, never a retry loop. */
export async function processUploadJob(deps: JobContextDependencies, batchId: number, logger: Logger, options: RunOptions = {}): Promise<void> {
  const ctx = jobContext(deps);
  try {
    const status = await runUploadBatch(ctx, batchId, options);
    logger.info({ batchId, status }, "upload batch processed");
  } catch (error) {
    logger.error({ err: error, batchId }, "upload batch failed");
    await failUpload(ctx.db, batchId, failureMessage(error));
  }
}

/** Give every interrupted batch a job again (at boot). Answers the batch ids. */
export async function resumeInterruptedUploads(boss: PgBoss, db: DbTx, only?: (batchId: number) => boolean): Promise<number[]> {
  const ids = (await interruptedUploadIds(db)).filter((id) => !only || only(id));
  for (const batchId of ids) await boss.send(UPLOAD_PROCESS_QUEUE, { batchId } satisfies UploadJob);
  return ids;
}

export async function registerUploadWork(
  boss: PgBoss,
  deps: JobContextDependencies,
  logger: Logger,
  options: RunOptions & { pollingIntervalSeconds?: number; sweep?: boolean } = {},
): Promise<void> {
  await boss.createQueue(UPLOAD_PROCESS_QUEUE);
  const work = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  const workerId = await boss.work<UploadJob>(UPLOAD_PROCESS_QUEUE, work, async (jobs) => {
    for (const job of jobs) await processUploadJob(deps, job.data.batchId, logger, options);
  });
  // A batch queued in this process starts now rather than at the worker's next poll (enqueue.ts).
  const removeWaker = addUploadWorkerWaker(() => boss.notifyWorker(workerId));
  boss.once("stopped", removeWaker);
  if (options.sweep === false) return;
  const resumed = await resumeInterruptedUploads(boss, deps.db);
  if (resumed.length) logger.info({ batchIds: resumed }, "interrupted uploads resumed");
}

/** This queue alone, without the boot sweep: for tests sharing a database. */
export function startUploadQueue(
  pool: pg.Pool,
  deps: JobContextDependencies,
  logger: Logger,
  options: RunOptions = {},
): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  return startQueueAlone(pool, (boss) => registerUploadWork(boss, deps, logger, { ...options, pollingIntervalSeconds: 0.5, sweep: false }));
}
