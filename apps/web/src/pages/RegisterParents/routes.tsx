import type { RouteObject } from "react-router";

/** Routes below `/:module` for register parents (docs/product/students-and-groups.md). */
export const registerParentsRoutes: RouteObject[] = [
  { path: "settings/register-parents", lazy: async () => ({ Component: (await import("./index.ts")).RegisterParentsPage }) },
];
