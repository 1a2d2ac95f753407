import type { AppRouter, inferRouterOutputs } from "@paydesk/api";

/** The order as the detail page reads it (services/transactions/detail/read.ts). */
export type TransactionDetail = inferRouterOutputs<AppRouter>["transactionDetail"]["get"];
export type DetailLine = TransactionDetail["lines"][number];
export type DetailChange = TransactionDetail["changes"][number];
