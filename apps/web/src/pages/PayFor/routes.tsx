import type { RouteObject } from "react-router";

/** The public pay-for-item link (spec 2 §2), outside the module shell: no sign-in needed. */
export const payForRoutes: RouteObject[] = [
  { path: "/pay/for/:slug/:code", lazy: async () => ({ Component: (await import("./index.ts")).PayForPage }) },
];
