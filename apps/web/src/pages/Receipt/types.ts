import type { AppRouter, inferRouterOutputs } from "@paydesk/api";

/** The receipt view model the server answers (services/receipts/view.ts). */
export type Receipt = inferRouterOutputs<AppRouter>["receipts"]["view"];
