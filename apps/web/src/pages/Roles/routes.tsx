import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Roles (settings/roles) and role assignment. Loaded on demand. */
export const rolesRoutes: RouteObject[] = [
  {
    path: "settings/roles",
    lazy: async () => ({ Component: (await import("./RolesListPage/index.ts")).RolesListPage }),
  },
  {
    path: "settings/roles/create",
    lazy: async () => ({ Component: (await import("./RoleEditorPage/index.ts")).CreateRolePage }),
  },
  {
    path: "settings/roles/:roleId",
    lazy: async () => ({ Component: (await import("./RoleEditorPage/index.ts")).EditRolePage }),
  },
];
