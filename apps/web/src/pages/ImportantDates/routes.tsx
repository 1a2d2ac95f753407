import type { RouteObject } from "react-router";

/** Routes below `/:module` for the school year and important dates (spec 2 §2 /settings/dates*). */
export const importantDatesRoutes: RouteObject[] = [
  { path: "settings/dates", lazy: async () => ({ Component: (await import("./index.ts")).ImportantDatesPage }) },
  { path: "settings/dates/*", lazy: async () => ({ Component: (await import("./index.ts")).ImportantDatesPage }) },
];
