import type { RouteObject } from "react-router";

/** The go-live checklist. */
export const goLiveRoutes: RouteObject[] = [
  { path: "promote/glsteps", lazy: async () => ({ Component: (await import("./GoLivePage.tsx")).GoLivePage }) },
];
