/** The detail page of one failed job: queue and id both, as pg-boss finds a job by its queue. */
export const failedJobPath = ({ queue, id }: { queue: string; id: string }) => `/control/operations/jobs/${encodeURIComponent(queue)}/${id}`;

export const FAILED_JOBS_PATH = "/control/operations/jobs";
