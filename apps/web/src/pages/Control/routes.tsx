import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Control area (company search, outbox) and quick login. */
export const controlRoutes: RouteObject[] = [];
