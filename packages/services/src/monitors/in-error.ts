import type { DbTx } from "@paydesk/db";

/**
 * Monitors that need a look (the operations home): the last run failed, or an error
 * query matched after the monitor was last acknowledged. One count over a small table (a few rows per company).
 */
export async function countMonitorsInError(db: DbTx): Promise<number> {
  const [row] = await db.$queryRaw<{ count: bigint }[]>`
    SELECT count(*) AS count FROM monitors
    WHERE last_run_error IS NOT NULL
       OR (last_error_at IS NOT NULL AND (acknowledged_at IS NULL OR last_error_at > acknowledged_at))`;
  return Number(row?.count ?? 0);
}
