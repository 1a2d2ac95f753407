import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Categories (settings/categories, access-control/categories) and the guided delete. */
export const categoriesRoutes: RouteObject[] = [];
