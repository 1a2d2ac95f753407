import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Administrators (settings/administrators), mass password change. */
export const administratorsRoutes: RouteObject[] = [];
