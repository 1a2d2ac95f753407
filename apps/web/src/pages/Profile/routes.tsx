import type { RouteObject } from "react-router";

/** `/{module}/account/info` (spec 3 §2 `/*\/account/info`): the profile editor, in every module. */
export const profileRoutes: RouteObject[] = [
  { path: "account/info", lazy: async () => ({ Component: (await import("./ProfilePage.tsx")).ProfilePage }) },
];
