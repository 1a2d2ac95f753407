export type { UploadGridRow, UploadSummaryCounts, UploadWizardProps } from "./types.ts";
export { UploadWizard } from "./UploadWizard.tsx";
export { useLeaveWarning } from "./use-leave-warning.ts";
export { LeaveUploadDialog } from "./LeaveUploadDialog.tsx";
