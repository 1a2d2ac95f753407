/**
 * The worker of the delivery nudge (nudge.ts), registered with the platform's queues
 * (background/jobs.ts). A run delivers the rows its job names, each claimed first (deliverQueuedNow),
 * so running a job twice sends nothing twice; a message the mail server refuses is marked FAILED
 * and left to the retry job, so the run itself succeeds.
 */
import type pg from "pg";
import type PgBoss from "pg-boss";
import { startQueueAlone } from "../boss.ts";
import { jobContext, type JobContextDependencies } from "../context.ts";
import { MAIL_DELIVERY_QUEUE, type MailDeliveryJob } from "./nudge.ts";
import { deliverQueuedNow } from "./send.ts";

interface Logger {
  info(obj: object, msg?: string): void;
}

export async function registerMailDeliveryWork(
  boss: PgBoss,
  deps: JobContextDependencies,
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(MAIL_DELIVERY_QUEUE);
  const work = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.work<MailDeliveryJob>(MAIL_DELIVERY_QUEUE, work, async (jobs) => {
    for (const job of jobs) {
      const ids = job.data.outboundEmailIds.filter((id) => Number.isInteger(id));
      const sent = await deliverQueuedNow(jobContext(deps), ids);
      if (sent) logger.info({ sent, of: ids.length }, "queued e-mails delivered");
    }
  });
}

/** This queue alone, without the platform's schedules: for tests. */
export function startMailDeliveryQueue(pool: pg.Pool, deps: JobContextDependencies, logger: Logger): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  return startQueueAlone(pool, (boss) => registerMailDeliveryWork(boss, deps, logger, { pollingIntervalSeconds: 0.5 }));
}
