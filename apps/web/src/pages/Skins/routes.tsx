import type { RouteObject } from "react-router";

/** Logo and skins of the pay pages. */
export const skinsRoutes: RouteObject[] = [
  { path: "promote/skins", lazy: async () => ({ Component: (await import("./SkinsPage.tsx")).SkinsPage }) },
];
