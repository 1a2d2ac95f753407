/**
 * pg-boss instances the domains' queues share the making of: one writing jobs through a Prisma
 * transaction (so a job exists exactly when the caller's transaction commits), and one started on
 * the app's pool without any schedules (tests run one queue alone, sharing a database with
 * other tests that must not see the platform's schedules run under them).
 */
import type { DbTx } from "@paydesk/db";
import type pg from "pg";
import PgBoss from "pg-boss";

/** An unstarted instance whose queries go through `db`: enough for `send`. */
export function bossOverTransaction(db: DbTx): PgBoss {
  return new PgBoss({
    db: { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await db.$queryRawUnsafe<unknown[]>(text, ...values) }) },
    schema: "pgboss",
  });
}

/** A started instance on the pool with no schedules and no supervision: `register` adds one queue's work. */
export async function startQueueAlone(pool: pg.Pool, register: (boss: PgBoss) => Promise<void>): Promise<{ stop(): Promise<void> }> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: "pgboss",
    schedule: false,
    supervise: false,
  });
  await boss.start();
  await register(boss);
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
