/**
 * The operations home (`/control/operations`): what needs a person now, each a count
 * the screen links to its own list. One call, one query per source, run side by side:
 * - postbacks the queue gave up on (FAILED);
 * - monitors in error (the monitors' countMonitorsInError);
 * - money still due to collect (the collections' collectionsDueSummary);
 * - mail that could not be delivered (the outbox's FAILED);
 * - background jobs that failed in the last day (pg-boss keeps failed jobs 7 days before it
 *   archives them: FAILED_JOBS_KEPT_SECONDS in platform/boss.ts), by queue; the card links to
 *   the failed-jobs screen (failed-jobs.ts).
 */
import type { DbTx } from "@paydesk/db";
import type { ServiceContext, TxContext } from "../platform/context.ts";
import { collectionsDueSummary } from "../collections/index.ts";
import { countMonitorsInError } from "../monitors/index.ts";

export const FAILED_JOBS_WINDOW_MS = 86_400_000;

export interface OperationsSummary {
  failedPostbacks: number;
  monitorsInError: number;
  collectionsDue: { count: number; amountCents: number };
  failedMail: number;
  failedJobs: { total: number; byQueue: { name: string; count: number }[] };
  /** When the counts were taken. */
  at: Date;
}

/** pg-boss creates its schema when a queue first starts: a database without one has no failed jobs. */
let jobSchemaSeen = false;
async function hasJobSchema(db: DbTx): Promise<boolean> {
  if (jobSchemaSeen) return true;
  const [{ ready }] = await db.$queryRaw<[{ ready: boolean }]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS ready`;
  jobSchemaSeen = ready;
  return ready;
}

async function failedJobs(db: DbTx, since: Date): Promise<OperationsSummary["failedJobs"]> {
  if (!(await hasJobSchema(db))) return { total: 0, byQueue: [] };
  const byQueue = await db.$queryRaw<{ name: string; count: number }[]>`
    SELECT name, count(*)::int AS count FROM pgboss.job
    WHERE state = 'failed' AND completed_on >= ${since}::timestamptz
    GROUP BY name ORDER BY count(*) DESC, name`;
  return { total: byQueue.reduce((sum, row) => sum + row.count, 0), byQueue };
}

export async function operationsSummary(ctx: TxContext<ServiceContext>): Promise<OperationsSummary> {
  const at = ctx.now();
  const [failedPostbacks, monitorsInError, collectionsDue, failedMail, jobs] = await Promise.all([
    ctx.db.postback.count({ where: { status: "FAILED" } }),
    countMonitorsInError(ctx.db),
    collectionsDueSummary(ctx.db),
    ctx.db.outboundEmail.count({ where: { status: "FAILED" } }),
    failedJobs(ctx.db, new Date(at.getTime() - FAILED_JOBS_WINDOW_MS)),
  ]);
  return { failedPostbacks, monitorsInError, collectionsDue, failedMail, failedJobs: jobs, at };
}
