/**
 * The failed-jobs screen (`/control/operations/jobs`): background jobs that failed, read
 * from pg-boss's own table (`pgboss.job`; pg-boss keeps a failed job there for
 * FAILED_JOBS_KEPT_SECONDS, see platform/boss.ts, then archives it). A job retried by hand keeps the
 * instant it failed (pg-boss's retry changes only its state), so it stays on the list, shown as
 * queued or running again, until it completes or fails anew. Control only (the router's rung).
 *
 * No index of ours: pg-boss owns its schema (and partitions `job` by queue); failed jobs of a week
 * are few, and the list reads them once per page.
 */
import { Prisma } from "@paydesk/db";
import { AppError, failedJobErrorLine, redactSecrets } from "@paydesk/domain";
import { FAILED_JOB_MESSAGES, FAILED_JOB_PERIODS, type TFailedJobRef, type TFailedJobsList } from "@paydesk/validators";
import { jobQueueReady } from "../platform/boss.ts";
import type { TxContext } from "../platform/context.ts";

/** FAILED: given up; QUEUED / RUNNING: retried by hand and waiting for, or in, its next run. */
export type FailedJobStatus = "FAILED" | "QUEUED" | "RUNNING";

export interface FailedJobRow {
  id: string;
  queue: string;
  status: FailedJobStatus;
  failedAt: Date;
  createdAt: Date;
  /** pg-boss's counts: retries made and retries allowed (a retry by hand allows one more). */
  retryCount: number;
  retryLimit: number;
  /** The error's first line, redacted. */
  errorLine: string;
}

export interface FailedJobsPage {
  rows: FailedJobRow[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
  /** The queues with failed jobs in the period (whatever the queue filter), for the filter. */
  queues: { name: string; count: number }[];
}

export interface FailedJobDetail extends FailedJobRow {
  startedAt: Date | null;
  /** The job's data and its error output as stored, with secrets redacted. */
  data: unknown;
  output: unknown;
}

/** Failed, or failed and since retried by hand (pg-boss's own retries clear completed_on). */
const FAILED_OR_RETRIED = Prisma.sql`(state = 'failed' OR (state IN ('created', 'retry', 'active') AND completed_on IS NOT NULL))`;

interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  completed_on: Date;
}

function statusOf(state: string): FailedJobStatus {
  if (state === "failed") return "FAILED";
  return state === "active" ? "RUNNING" : "QUEUED";
}

function toRow(row: JobRow, errorLine: string): FailedJobRow {
  return {
    id: row.id,
    queue: row.name,
    status: statusOf(row.state),
    failedAt: row.completed_on,
    createdAt: row.created_on,
    retryCount: row.retry_count,
    retryLimit: row.retry_limit,
    errorLine,
  };
}

function cursorWhere(after: string | undefined): Prisma.Sql {
  if (!after) return Prisma.empty;
  // `<instant>_<uuid>` (validators' ZFailedJobCursor): the id is the last 36 characters.
  const [at, id] = [after.slice(0, -37), after.slice(-36)];
  return Prisma.sql`AND (completed_on, id) < (${at}::timestamptz, ${id}::uuid)`;
}

export async function listFailedJobs(ctx: TxContext, input: TFailedJobsList): Promise<FailedJobsPage> {
  if (!(await jobQueueReady(ctx.db))) return { rows: [], nextCursor: null, queues: [] };
  const since = new Date(ctx.now().getTime() - FAILED_JOB_PERIODS[input.period]);
  const inPeriod = Prisma.sql`${FAILED_OR_RETRIED} AND completed_on >= ${since}::timestamptz`;
  const [found, queues] = await Promise.all([
    ctx.db.$queryRaw<(JobRow & { cursor_at: string; message: string | null })[]>`
      SELECT id::text AS id, name, state::text AS state, retry_count, retry_limit, created_on, completed_on,
        to_char(completed_on AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
        COALESCE(output->>'message', output->'value'->>'message', left(output::text, 1000)) AS message
      FROM pgboss.job
      WHERE ${inPeriod} ${input.queue ? Prisma.sql`AND name = ${input.queue}` : Prisma.empty} ${cursorWhere(input.after)}
      ORDER BY completed_on DESC, id DESC
      LIMIT ${input.pageSize + 1}`,
    ctx.db.$queryRaw<{ name: string; count: number }[]>`
      SELECT name, count(*)::int AS count FROM pgboss.job WHERE ${inPeriod} GROUP BY name ORDER BY name`,
  ]);
  const page = found.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    rows: page.map((row) => toRow(row, failedJobErrorLine(row.message))),
    nextCursor: found.length > input.pageSize && last ? `${last.cursor_at}_${last.id}` : null,
    queues,
  };
}

const noSuchJob = () => new AppError("NOT_FOUND", FAILED_JOB_MESSAGES.noSuchJob);

/** One failed job with its data and error output, secrets redacted. */
export async function getFailedJob(ctx: TxContext, { queue, id }: TFailedJobRef): Promise<FailedJobDetail> {
  if (!(await jobQueueReady(ctx.db))) throw noSuchJob();
  const [row] = await ctx.db.$queryRaw<(JobRow & { started_on: Date | null; data: unknown; output: unknown })[]>`
    SELECT id::text AS id, name, state::text AS state, retry_count, retry_limit, created_on, started_on, completed_on, data, output
    FROM pgboss.job
    WHERE name = ${queue} AND id = ${id}::uuid AND ${FAILED_OR_RETRIED}`;
  if (!row) throw noSuchJob();
  return {
    ...toRow(row, failedJobErrorLine(row.output)),
    startedAt: row.started_on,
    data: redactSecrets(row.data),
    output: redactSecrets(row.output),
  };
}
