import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Account structure (the company tree, docs/product/students-and-groups.md). */
export const accountStructureRoutes: RouteObject[] = [
  {
    path: "settings/account-structure",
    lazy: async () => ({ Component: (await import("./index.ts")).AccountStructurePage }),
  },
];
