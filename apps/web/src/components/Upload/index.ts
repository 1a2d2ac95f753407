export type { UploadSummaryCounts, UploadWizardProps } from "./types.ts";
