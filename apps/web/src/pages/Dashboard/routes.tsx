import type { RouteObject } from "react-router";

/** The dashboard: /{school|control|vendor|business}/dashboard. */
export const dashboardRoutes: RouteObject[] = [
  { path: "dashboard", lazy: async () => ({ Component: (await import("./DashboardPage.tsx")).DashboardPage }) },
];
