/**
 * Background work runs on pg-boss, a job queue kept in PostgreSQL (its own `pgboss` schema), so
 * jobs survive restarts and several server instances share one queue: each job runs once, on
 * whichever instance takes it. Domains describe their work (JobWork); background/jobs.ts lists it.
 */
import type pg from "pg";
import type PgBoss from "pg-boss";
import { bossOnPool, stopBoss } from "./boss.ts";
import type { JobContextDependencies } from "./context.ts";

/**
 * One domain's background work: its queue and what starts its workers (and schedules, and any
 * sweep resuming what a previous instance left) on a started pg-boss. Domains write theirs beside
 * their code; the services' composition root (background/jobs.ts) lists them.
 */
export interface JobWork {
  queue: string;
  start(boss: PgBoss, deps: JobContextDependencies, logger: JobLogger): Promise<void>;
}

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * `appUrl` is required: jobs make links as requests do (monitor and reminder mail, a school's
 * welcome mail, promotion posts), so the server passes its own public origin (config.appUrl). A
 * default of http://localhost:3000 once put that origin in job mail whatever APP_URL or PORT said.
 */
export interface JobDependencies extends JobContextDependencies {
  logger: JobLogger;
}

/**
 * Start the queue on the app's own pool (pg-boss's custom `db`), so the embedded database still
 * sees a single connection (see @paydesk/db resolve.ts), and each work's workers on it, in order.
 * Each run gets a fresh service context (`jobContext`): nobody acts, from no address, on the clock
 * of that run.
 */
export async function startJobs(pool: pg.Pool, { logger, ...contextDeps }: JobDependencies, work: readonly JobWork[]): Promise<JobQueue> {
  const boss = bossOnPool(pool);
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();
  for (const each of work) await each.start(boss, contextDeps, logger);
  return {
    boss,
    stop: () => stopBoss(boss),
  };
}
