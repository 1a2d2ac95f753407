import type { AppRouter, inferRouterOutputs } from "@paydesk/api";

type Outputs = inferRouterOutputs<AppRouter>["closeout"];
export type CloseoutDay = Outputs["day"];
export type Closeout = Outputs["get"];
