/**
 * Every documented legacy URL, in one list (docs/product/documented-calls.md), in the order they
 * are mounted: each module's shims in the order of API_MODULES (modules.ts says why the order
 * matters and where).
 * Each domain keeps its entries in `routers/<domain>/shims.ts`; `guards.test.ts` checks each names
 * a guarded (or allowlisted) procedure, and `table.test.ts` that no URL hides a later one.
 */
import { API_MODULES } from "../modules.ts";
import type { ShimRoute } from "./types.ts";

export const SHIM_TABLE: readonly ShimRoute<never>[] = API_MODULES.flatMap((module) => module.shims);
