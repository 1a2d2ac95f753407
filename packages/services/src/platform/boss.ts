/**
 * The making of pg-boss instances, shared by the platform's queue and the domains' queues: on the
 * app's pool (its custom `db`, so the embedded database still sees one connection, see
 * @paydesk/db resolve.ts); one writing jobs through a Prisma transaction (so a job exists exactly
 * when the caller's transaction commits); and one started alone, without schedules or
 * supervision, for tests that run one queue while sharing a database with other tests that must
 * not see the platform's schedules run under them.
 */
import type { DbTx } from "@paydesk/db";
import type pg from "pg";
import PgBoss from "pg-boss";

/**
 * How long a failed job stays in `pgboss.job`, where the failed-jobs screen lists it and pg-boss's
 * retry can reach it (its default archives it after 12 hours, before the screen's week is over).
 */
export const FAILED_JOBS_KEPT_SECONDS = 7 * 86_400;

export function bossOnPool(pool: pg.Pool, { alone = false }: { alone?: boolean } = {}): PgBoss {
  return new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: "pgboss",
    archiveFailedAfterSeconds: FAILED_JOBS_KEPT_SECONDS,
    ...(alone ? { schedule: false, supervise: false } : {}),
  });
}

export const stopBoss = (boss: PgBoss): Promise<void> => boss.stop({ graceful: true, wait: true, timeout: 10_000 });

/** An unstarted instance whose queries go through `db`: enough for `send`. */
export function bossOverTransaction(db: DbTx): PgBoss {
  return new PgBoss({
    db: { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await db.$queryRawUnsafe<unknown[]>(text, ...values) }) },
    schema: "pgboss",
  });
}

/**
 * A started instance on the pool with no schedules and no supervision: `register` adds one queue's
 * work; the instance is handed back for tests that send that queue's jobs themselves.
 */
export async function startQueueAlone(pool: pg.Pool, register: (boss: PgBoss) => Promise<void>): Promise<{ boss: PgBoss; stop(): Promise<void> }> {
  const boss = bossOnPool(pool, { alone: true });
  await boss.start();
  await register(boss);
  return { boss, stop: () => stopBoss(boss) };
}

/**
 * Send one job inside the caller's transaction, so it exists exactly when the caller's rows do.
 * Skipped when no job queue was ever started on this database (a script, a test that starts
 * none): the domain's boot sweep then finds the work still marked and queues it. `options` are
 * pg-boss's (scheduled promotion posts pass `startAfter`).
 */
export async function sendInTransaction(db: DbTx, queue: string, data: object, options: PgBoss.SendOptions = {}): Promise<void> {
  if (!(await jobQueueReady(db))) return;
  await bossOverTransaction(db).send(queue, data, options);
}

/** Whether a job queue was ever started on this database (pg-boss's schema exists). */
export async function jobQueueReady(db: DbTx): Promise<boolean> {
  const [{ ready }] = await db.$queryRaw<[{ ready: boolean }]>`SELECT to_regclass('pgboss.queue') IS NOT NULL AS ready`;
  return ready;
}
