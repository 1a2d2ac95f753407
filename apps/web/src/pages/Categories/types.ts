import type { AppRouter, inferRouterOutputs } from "@paydesk/api";

type CategoriesOutput = inferRouterOutputs<AppRouter>["categories"];

export type CategoryRow = CategoriesOutput["find"][number];
export type ItemConflicts = CategoriesOutput["checkItems"];
export type RoleConflicts = CategoriesOutput["checkRoles"];
