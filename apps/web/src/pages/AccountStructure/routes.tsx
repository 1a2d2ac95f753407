import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Account structure (the company tree, spec 2 §2). */
export const accountStructureRoutes: RouteObject[] = [
  {
    path: "settings/account-structure",
    lazy: async () => ({ Component: (await import("./index.ts")).AccountStructurePage }),
  },
];
