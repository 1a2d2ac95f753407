export { operationsSummary, FAILED_JOBS_WINDOW_MS, type OperationsSummary } from "./summary.ts";
export { listFailedJobs, getFailedJob, type FailedJobRow, type FailedJobDetail, type FailedJobsPage, type FailedJobStatus } from "./failed-jobs.ts";
export { retryFailedJobs, type FailedJobsRetryResult } from "./failed-jobs-retry.ts";
