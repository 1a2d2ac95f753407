import { Badge } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";

export type FailedJobRow = inferRouterOutputs<AppRouter>["failedJobs"]["list"]["rows"][number];
type FailedJobStatus = FailedJobRow["status"];

const STATUS: Record<FailedJobStatus, { label: string; color: string }> = {
  FAILED: { label: "Failed", color: "red" },
  QUEUED: { label: "Queued again", color: "blue" },
  RUNNING: { label: "Running again", color: "yellow" },
};

/** Failed, or retried by hand and waiting for (or in) its next run. */
export function FailedJobStatusBadge({ status }: { status: FailedJobStatus }) {
  const { label, color } = STATUS[status];
  return (
    <Badge variant="light" color={color} tt="none" data-testid="job-status">
      {label}
    </Badge>
  );
}

/** pg-boss's counts as a person reads them: "0 of 2 retries". */
export function retriesText({ retryCount, retryLimit }: { retryCount: number; retryLimit: number }): string {
  return `${retryCount} of ${retryLimit} ${retryLimit === 1 ? "retry" : "retries"}`;
}
