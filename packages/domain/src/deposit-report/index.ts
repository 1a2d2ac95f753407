export * from "./deposit-report.ts";
