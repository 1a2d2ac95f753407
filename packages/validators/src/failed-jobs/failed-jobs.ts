/**
 * The failed-jobs screen of control operations (`/control/operations/jobs`): background
 * jobs (pg-boss) that failed, newest first, one with its redacted data and error, and retrying them.
 */
import { z } from "zod";
import { ZModule } from "../common.ts";
import { TRANSACTION_LIST_MESSAGES } from "../transactions/list.ts";

export const FAILED_JOB_MESSAGES = {
  noSuchJob: "No such failed job. It may have been retried or cleaned up already.",
  badCursor: TRANSACTION_LIST_MESSAGES.badCursor,
  chooseJobs: "Choose at least one job to retry.",
  tooManyJobs: "Retry at most 100 jobs at a time.",
  badQueue: "Choose a queue from the list.",
} as const;

/** How far back the list looks: the card on the operations home counts the last 24 hours. */
export const FAILED_JOB_PERIODS = { "1h": 3_600_000, "24h": 86_400_000, "7d": 7 * 86_400_000 } as const;
export type TFailedJobPeriod = keyof typeof FAILED_JOB_PERIODS;
export const FAILED_JOB_PERIOD_DEFAULT: TFailedJobPeriod = "24h";

export const FAILED_JOBS_PAGE_SIZE_DEFAULT = 25;
export const FAILED_JOBS_PAGE_SIZE_MAX = 100;
export const FAILED_JOBS_RETRY_MAX = 100;

/** A pg-boss queue name: letters, digits and `._-`, as every queue of ours is named. */
const ZQueueName = z.string({ error: FAILED_JOB_MESSAGES.badQueue }).trim().regex(/^[\w.-]{1,100}$/, { error: FAILED_JOB_MESSAGES.badQueue });
const ZJobId = z.uuid({ error: FAILED_JOB_MESSAGES.noSuchJob });

/** Where the next page starts: the last row's failure instant (UTC, microseconds) and its id. */
export const ZFailedJobCursor = z
  .string()
  .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { error: FAILED_JOB_MESSAGES.badCursor });

/** `?queue=` and `?period=` arrive as "" from an empty filter: that means "any" / the default. */
const blankAsAny = (value: unknown) => (value === "" || value === null ? undefined : value);

export const ZFailedJobsListRequestSchema = z.object({
  module: ZModule,
  queue: z.preprocess(blankAsAny, ZQueueName.optional()),
  period: z.preprocess(blankAsAny, z.enum(Object.keys(FAILED_JOB_PERIODS) as [TFailedJobPeriod, ...TFailedJobPeriod[]]).default(FAILED_JOB_PERIOD_DEFAULT)),
  pageSize: z.coerce.number().int().min(1).max(FAILED_JOBS_PAGE_SIZE_MAX).default(FAILED_JOBS_PAGE_SIZE_DEFAULT),
  after: z.preprocess(blankAsAny, ZFailedJobCursor.optional()),
});
export type TFailedJobsListRequest = z.input<typeof ZFailedJobsListRequestSchema>;
export type TFailedJobsList = z.output<typeof ZFailedJobsListRequestSchema>;

export const ZFailedJobRef = z.object({ queue: ZQueueName, id: ZJobId });
export type TFailedJobRef = z.output<typeof ZFailedJobRef>;

export const ZFailedJobRequestSchema = ZFailedJobRef.extend({ module: ZModule });
export type TFailedJobRequest = z.input<typeof ZFailedJobRequestSchema>;

export const ZFailedJobsRetryRequestSchema = z.object({
  module: ZModule,
  jobs: z.array(ZFailedJobRef).min(1, { error: FAILED_JOB_MESSAGES.chooseJobs }).max(FAILED_JOBS_RETRY_MAX, { error: FAILED_JOB_MESSAGES.tooManyJobs }),
});
export type TFailedJobsRetryRequest = z.input<typeof ZFailedJobsRetryRequestSchema>;
