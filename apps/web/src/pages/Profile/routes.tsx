import type { RouteObject } from "react-router";

/** `/{module}/account/info`: the profile editor, in every module (docs/product/accounts-and-roles.md). */
export const profileRoutes: RouteObject[] = [
  { path: "account/info", lazy: async () => ({ Component: (await import("./ProfilePage.tsx")).ProfilePage }) },
];
