import type { RouteObject } from "react-router";

/** Monitors: the list, the create form and the edit form, in every staff module. */
export const monitorsRoutes: RouteObject[] = [
  { path: "operations/monitors", lazy: async () => ({ Component: (await import("./List/MonitorListPage.tsx")).MonitorListPage }) },
  { path: "operations/monitors/create", lazy: async () => ({ Component: (await import("./Form/MonitorFormPage.tsx")).MonitorCreatePage }) },
  { path: "operations/monitors/:monitorId/edit", lazy: async () => ({ Component: (await import("./Form/MonitorFormPage.tsx")).MonitorEditPage }) },
];
