export { FailedJobsPage } from "./FailedJobsPage.tsx";
export { FailedJobDetailPage } from "./FailedJobDetailPage.tsx";
