import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";

type RolesOutput = inferRouterOutputs<AppRouter>["roles"];

export type RoleRow = RolesOutput["find"][number];
export type RoleUser = RolesOutput["users"][number];

/** The spec's role and category screens exist in these modules (spec 1 §2: /{school|control|vendor}/settings/…). */
export const ACL_MODULES: readonly TModule[] = ["school", "vendor", "control"];
