import type { RouteObject } from "react-router";

/** Routes below `/:module` for the school year and important dates (docs/product/students-and-groups.md). */
export const importantDatesRoutes: RouteObject[] = [
  { path: "settings/dates", lazy: async () => ({ Component: (await import("./index.ts")).ImportantDatesPage }) },
  { path: "settings/dates/*", lazy: async () => ({ Component: (await import("./index.ts")).ImportantDatesPage }) },
];
