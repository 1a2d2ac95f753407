/**
 * Retrying failed jobs by hand: pg-boss's own `retry` (state failed → retry, one more
 * attempt allowed), inside one transaction with an audit row per job, so the screen's word and the
 * log agree. Every queue's handler is safe to run again (operations/README.md).
 */
import type { TFailedJobRef } from "@paydesk/validators";
import { bossOverTransaction, jobQueueReady } from "../platform/boss.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import type { FailedJobStatus } from "./failed-jobs.ts";

export interface FailedJobsRetryResult {
  /** The jobs now queued again; jobs no longer failed (retried already, cleaned up) are left out. */
  retried: { queue: string; id: string; status: FailedJobStatus }[];
  /** How many of the requested were not failed any more. */
  skipped: number;
}

export async function retryFailedJobs(ctx: ActorContext, jobs: readonly TFailedJobRef[]): Promise<FailedJobsRetryResult> {
  const byQueue = new Map<string, string[]>();
  for (const { queue, id } of jobs) byQueue.set(queue, [...new Set([...(byQueue.get(queue) ?? []), id])]);
  const requested = [...byQueue.values()].reduce((sum, ids) => sum + ids.length, 0);
  return inTransaction(ctx, async (tx) => {
    if (!(await jobQueueReady(tx.db))) return { retried: [], skipped: requested };
    const boss = bossOverTransaction(tx.db);
    const retried: FailedJobsRetryResult["retried"] = [];
    for (const [queue, ids] of byQueue) {
      // Which of them are failed right now, locked so a concurrent retry cannot count them too.
      const failed = await tx.db.$queryRaw<{ id: string }[]>`
        SELECT id::text AS id FROM pgboss.job WHERE name = ${queue} AND id = ANY(${ids}::uuid[]) AND state = 'failed' FOR UPDATE`;
      if (!failed.length) continue;
      await boss.retry(
        queue,
        failed.map((row) => row.id),
      );
      for (const { id } of failed) {
        retried.push({ queue, id, status: "QUEUED" });
        await recordAudit(tx, { action: "jobs.failed_job_retried", entity: "pgboss_job", entityId: `${queue}/${id}` });
      }
    }
    return { retried, skipped: requested - retried.length };
  });
}
