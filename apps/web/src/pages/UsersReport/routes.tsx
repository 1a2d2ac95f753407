import type { RouteObject } from "react-router";

/**
 * Routes below `/:module` for the users report (school and control:
 * docs/product/reports-and-time-zones.md).
 */
export const usersReportRoutes: RouteObject[] = [
  { path: "reports/users", lazy: async () => ({ Component: (await import("./index.ts")).UsersReportPage }) },
];
