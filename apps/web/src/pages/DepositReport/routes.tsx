import type { RouteObject } from "react-router";

/** Routes below `/:module` for the deposit report (school, vendor, business and control). */
export const depositReportRoutes: RouteObject[] = [
  { path: "reports/deposit", lazy: async () => ({ Component: (await import("./index.ts")).DepositReportPage }) },
];
