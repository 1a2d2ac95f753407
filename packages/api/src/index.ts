export { appRouter, createCaller, PUBLIC_PROCEDURES, SIGNED_IN_PROCEDURES, type AppRouter } from "./root.ts";
export { noopCookieJar, type Context, type SessionCookieJar } from "./context.ts";
export { describeError, type DescribedError } from "./errors.ts";
export { guardKindOf, isGuardMiddleware } from "./trpc.ts";
export { SHIM_TABLE } from "./shims/table.ts";
export { runShim, procedureOf, type ShimResponse } from "./shims/run.ts";
export type { ShimRequest, ShimRoute } from "./shims/types.ts";
export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export { filterOf as transactionFilterOf, FILTER_FIELD_NAMES as TRANSACTION_FILTER_FIELD_NAMES } from "./routers/transactions/shims.ts";
