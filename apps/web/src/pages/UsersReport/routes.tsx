import type { RouteObject } from "react-router";

/** Routes below `/:module` for the users report (spec 1 §2: school and control). */
export const usersReportRoutes: RouteObject[] = [
  { path: "reports/users", lazy: async () => ({ Component: (await import("./index.ts")).UsersReportPage }) },
];
