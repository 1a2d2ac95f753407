import type { RouteObject } from "react-router";

/** Routes below `/:module` for register parents (spec 2 §2 /{module}/settings/register-parents). */
export const registerParentsRoutes: RouteObject[] = [
  { path: "settings/register-parents", lazy: async () => ({ Component: (await import("./index.ts")).RegisterParentsPage }) },
];
