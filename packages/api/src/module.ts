/**
 * What a domain's api folder contributes, declared in its own `routers/<domain>/module.ts` and
 * listed once in modules.ts: its routers (by their key in the app router) and its documented
 * legacy URLs. Below both the list and the domains, so neither imports the other's registry.
 */
import type { AnyRouter } from "@trpc/server";
import type { ShimRoute } from "./shims/types.ts";

export interface ApiModule<TRoutes extends Record<string, AnyRouter> = Record<string, AnyRouter>> {
  /** The module's routers by key: `{ closeout: closeoutRouter }` serves `closeout.get`, … */
  routes: TRoutes;
  /** Its legacy URLs (routers/<domain>/shims.ts), mounted in this order; see modules.ts on order. */
  shims: readonly ShimRoute<never>[];
}

export function defineApiModule<TRoutes extends Record<string, AnyRouter>>(module: ApiModule<TRoutes>): ApiModule<TRoutes> {
  return module;
}
