/**
 * The series queue on pg-boss (background/jobs.ts registers it): every minute one job, cluster-wide,
 * charges what is due (charge.ts). Several instances may still run charges at once (a slow run
 * overlapping the next): the row locks in charge.ts make that safe, not the schedule.
 */
import type pg from "pg";
import type PgBoss from "pg-boss";
import { startQueueAlone } from "../platform/boss.ts";
import { jobContext, type JobContextDependencies } from "../platform/context.ts";
import { chargeDueOccurrences } from "./charge.ts";

export const SERIES_CHARGE_QUEUE = "series.charge-due";

interface Logger {
  info(obj: object, msg?: string): void;
}

export async function registerSeriesChargeWork(
  boss: PgBoss,
  deps: JobContextDependencies,
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(SERIES_CHARGE_QUEUE);
  await boss.schedule(SERIES_CHARGE_QUEUE, "* * * * *");
  await boss.work(SERIES_CHARGE_QUEUE, options, async () => {
    const result = await chargeDueOccurrences(jobContext(deps));
    if (result.charged + result.declined + result.failed > 0) logger.info(result, "series occurrences charged");
  });
}

/**
 * This queue alone, on the caller's pool and without the cron monitor (as startPaidStatusQueue):
 * for tests, which send the job themselves instead of waiting for the minute.
 */
export function startSeriesChargeQueue(pool: pg.Pool, deps: JobContextDependencies, logger: Logger): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  return startQueueAlone(pool, (boss) => registerSeriesChargeWork(boss, deps, logger, { pollingIntervalSeconds: 0.5 }));
}
