import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Roles (settings/roles) and role assignment. */
export const rolesRoutes: RouteObject[] = [];
