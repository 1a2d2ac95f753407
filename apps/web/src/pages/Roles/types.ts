import type { AppRouter, inferRouterOutputs } from "@paydesk/api";

type RolesOutput = inferRouterOutputs<AppRouter>["roles"];

export type RoleRow = RolesOutput["find"][number];
export type RoleUser = RolesOutput["users"][number];
