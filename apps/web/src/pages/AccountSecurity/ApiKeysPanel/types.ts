import type { AppRouter, inferRouterOutputs } from "@paydesk/api";

/** A key of the list, as `account.apiKeys.find` answers it. */
export type ApiKeyRow = inferRouterOutputs<AppRouter>["account"]["apiKeys"]["find"][number];
