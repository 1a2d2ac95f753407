/**
 * The queue `images.remove` on pg-boss (registered in background/jobs.ts). Its policy is
 * `singleton`: pg-boss lets one job of the queue be active at a time in the whole cluster (a
 * unique index on the active state), and each worker fetches one job per poll, so removals run one
 * at a time, in the order asked (docs/product/dashboard-images-promotions.md). At boot every image still
 * marked gets a job again.
 */
import type pg from "pg";
import type PgBoss from "pg-boss";
import { startQueueAlone } from "../platform/boss.ts";
import { jobContext, type JobContextDependencies } from "../platform/context.ts";
import { IMAGE_REMOVAL_QUEUE, type ImageRemovalJob } from "./enqueue.ts";
import { pendingImageRemovals, processImageRemoval } from "./remove.ts";

export { IMAGE_REMOVAL_QUEUE };

interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export async function registerImageRemovalWork(
  boss: PgBoss,
  deps: JobContextDependencies,
  logger: Logger,
  options: { pollingIntervalSeconds?: number; sweep?: boolean } = {},
): Promise<void> {
  await boss.createQueue(IMAGE_REMOVAL_QUEUE, { name: IMAGE_REMOVAL_QUEUE, policy: "singleton" });
  const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.work<ImageRemovalJob>(IMAGE_REMOVAL_QUEUE, { ...polling, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    const result = await processImageRemoval(jobContext(deps), job.data.imageId);
    logger.info({ imageId: job.data.imageId, result }, "image removal processed");
  });
  if (options.sweep === false) return;
  const pending = await pendingImageRemovals(deps.db);
  for (const imageId of pending) await boss.send(IMAGE_REMOVAL_QUEUE, { imageId } satisfies ImageRemovalJob);
  if (pending.length) logger.info({ imageIds: pending }, "queued image removals resumed");
}

/** This queue alone, without the boot sweep: for tests sharing a database. */
export function startImageRemovalQueue(pool: pg.Pool, deps: JobContextDependencies, logger: Logger): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  return startQueueAlone(pool, (boss) => registerImageRemovalWork(boss, deps, logger, { pollingIntervalSeconds: 0.5, sweep: false }));
}
