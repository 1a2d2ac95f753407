export { operationsSummary, FAILED_JOBS_WINDOW_MS, type OperationsSummary } from "./summary.ts";
