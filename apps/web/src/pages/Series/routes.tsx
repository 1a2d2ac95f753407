import type { RouteObject } from "react-router";

/**
 * Recurring series below `/:module`: the list and one series, for staff (reports) and
 * for a parent (their own). Each page's MenuGate answers not-found where the menu has no entry.
 */
export const seriesRoutes: RouteObject[] = [
  { path: "series", lazy: async () => ({ Component: (await import("./SeriesListPage/index.ts")).SeriesListPage }) },
  { path: "series/:seriesId", lazy: async () => ({ Component: (await import("./SeriesDetailPage/index.ts")).SeriesDetailPage }) },
];
