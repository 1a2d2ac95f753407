/**
 * The monitor queue on pg-boss (background/jobs.ts registers it): a schedule fires one job,
 * cluster-wide, every MONITOR_RUN_MINUTES minutes (default 5, from 1 to 59), and that job runs
 * every monitor (run.ts). Two runs overlapping (a slow run and the next) are harmless: a match is
 * recorded, and its mail queued, once per monitor and event.
 */
import type pg from "pg";
import type PgBoss from "pg-boss";
import { startQueueAlone } from "../platform/boss.ts";
import { jobContext, type JobContextDependencies } from "../platform/context.ts";
import { runAllMonitors } from "./run.ts";

export const MONITOR_RUN_QUEUE = "monitors.run";
export const DEFAULT_MONITOR_RUN_MINUTES = 5;

/** The schedule from MONITOR_RUN_MINUTES; anything but a whole number from 1 to 59 gives the default. */
export function monitorRunCron(env: Record<string, string | undefined> = process.env): string {
  const minutes = Number(env.MONITOR_RUN_MINUTES ?? DEFAULT_MONITOR_RUN_MINUTES);
  const every = Number.isInteger(minutes) && minutes >= 1 && minutes <= 59 ? minutes : DEFAULT_MONITOR_RUN_MINUTES;
  return every === 1 ? "* * * * *" : `*/${every} * * * *`;
}

interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export async function registerMonitorWork(
  boss: PgBoss,
  deps: JobContextDependencies,
  logger: Logger,
  options: { cron?: string | null; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(MONITOR_RUN_QUEUE);
  const cron = options.cron === undefined ? monitorRunCron() : options.cron;
  if (cron) await boss.schedule(MONITOR_RUN_QUEUE, cron);
  const work = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  await boss.work(MONITOR_RUN_QUEUE, work, async () => {
    const results = await runAllMonitors(jobContext(deps));
    const failed = results.filter((r) => r.error);
    const matched = results.reduce((sum, r) => sum + r.newMatches, 0);
    if (failed.length) logger.warn({ failed: failed.map((r) => ({ monitorId: r.monitorId, error: r.error })) }, "monitor runs failed");
    if (matched) logger.info({ monitors: results.length, matched, emailed: results.reduce((sum, r) => sum + r.emailed, 0) }, "monitors ran");
  });
}

/** This queue alone, without a schedule: tests send the job themselves. */
export function startMonitorRunQueue(pool: pg.Pool, deps: JobContextDependencies, logger: Logger): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  return startQueueAlone(pool, (boss) => registerMonitorWork(boss, deps, logger, { cron: null, pollingIntervalSeconds: 0.5 }));
}
