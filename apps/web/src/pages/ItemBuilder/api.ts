import type { AppRouter, inferRouterOutputs } from "@paydesk/api";

type Outputs = inferRouterOutputs<AppRouter>;

export type BuilderOptions = Outputs["itemBuilder"]["options"];
export type BuilderItem = Outputs["itemBuilder"]["get"];
export type BuilderLabels = BuilderItem["labels"];
export type SaveResult = Outputs["itemBuilder"]["create"];
export type ReadinessResult = Outputs["itemBuilder"]["checkReadiness"];
export type ReadinessProblem = ReadinessResult["problems"][number];
export type SettlementAccountOption = BuilderOptions["settlementAccounts"][number];
export type StudentMatch = Outputs["itemBuilder"]["searchStudents"][number];

export const EMPTY_LABELS: BuilderLabels = { coa: null, subCoa: null, students: {}, bundle: {} };
