import type pg from "pg";
import PgBoss from "pg-boss";

/**
 * A pg-boss on the app's own pool (its custom `db`), so the embedded database still sees one
 * connection (see @paydesk/db resolve.ts). `alone`: without the cron monitor and maintenance, for
 * tests that start one queue and send its jobs themselves, sharing a database with other tests
 * that must not see the platform's schedules run under them.
 */
export function bossOnPool(pool: pg.Pool, { alone = false }: { alone?: boolean } = {}): PgBoss {
  return new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: "pgboss",
    ...(alone ? { schedule: false, supervise: false } : {}),
  });
}

export const stopBoss = (boss: PgBoss): Promise<void> => boss.stop({ graceful: true, wait: true, timeout: 10_000 });
