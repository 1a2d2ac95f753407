import type { RouteObject } from "react-router";

/** Service alerts: the list, the create form (control staff) and one alert. */
export const serviceAlertsRoutes: RouteObject[] = [
  { path: "promote/salerts", lazy: async () => ({ Component: (await import("./List/AlertListPage.tsx")).AlertListPage }) },
  {
    path: "promote/salerts/create",
    lazy: async () => ({ Component: (await import("./Create/AlertCreatePage.tsx")).AlertCreatePage }),
  },
  {
    path: "promote/salerts/:alertId",
    lazy: async () => ({ Component: (await import("./Detail/AlertDetailPage.tsx")).AlertDetailPage }),
  },
];
