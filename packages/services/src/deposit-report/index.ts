export { depositReport, depositRange, depositStatement, type DepositReport } from "./deposit-report.ts";
export { exportDepositReport, type DepositReportExport } from "./export.ts";
