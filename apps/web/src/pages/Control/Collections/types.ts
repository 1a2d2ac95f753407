import type { AppRouter, inferRouterOutputs } from "@paydesk/api";

export type CollectionsList = inferRouterOutputs<AppRouter>["collections"]["list"];
export type CollectionRow = CollectionsList["rows"][number];
