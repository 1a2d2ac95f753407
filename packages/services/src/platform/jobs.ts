import type { Db } from "@paydesk/db";
import PgBoss from "pg-boss";
import { purgeExpiredRows } from "./maintenance.ts";

/**
 * Background work runs on pg-boss, a job queue kept in PostgreSQL (its own `pgboss` schema), so
 * jobs survive restarts and several server instances share one queue: each job runs once, on
 * whichever instance takes it. Domains add their queues to JOB_QUEUES and a handler below.
 */
export const JOB_QUEUES = {
  purgeExpired: "maintenance.purge-expired",
} as const;

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobQueue {
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startJobQueue(db: Db, connectionString: string, logger: JobLogger): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, schema: "pgboss", max: 3 });
  boss.on("error", (err) => logger.error({ err }, "job queue error"));
  await boss.start();

  await boss.createQueue(JOB_QUEUES.purgeExpired);
  // One schedule for the whole cluster: pg-boss keeps it in the database and fires it once.
  await boss.schedule(JOB_QUEUES.purgeExpired, "*/15 * * * *");
  await boss.work(JOB_QUEUES.purgeExpired, async () => {
    const purged = await purgeExpiredRows(db);
    logger.info(purged, "expired rows purged");
  });

  return {
    boss,
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
