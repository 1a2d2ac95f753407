import type { RouteObject } from "react-router";

/**
 * Routes below `/:module` for: Administrators (settings/administrators), mass password change.
 * Loaded on demand; the form carries the strength meter's scorer.
 */
export const administratorsRoutes: RouteObject[] = [
  {
    path: "settings/administrators",
    lazy: async () => ({ Component: (await import("./AdministratorsPage/index.ts")).AdministratorsPage }),
  },
  {
    path: "settings/administrators/create",
    lazy: async () => ({ Component: (await import("./AdminFormPage/index.ts")).CreateAdminPage }),
  },
  {
    path: "settings/administrators/:userId",
    lazy: async () => ({ Component: (await import("./AdminFormPage/index.ts")).EditAdminPage }),
  },
];
