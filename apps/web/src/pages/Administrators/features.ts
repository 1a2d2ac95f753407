import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";

export type AdminRow = inferRouterOutputs<AppRouter>["administrators"]["find"][number];
export type AdminSite = inferRouterOutputs<AppRouter>["administrators"]["sites"][number];

/**
 * What the administrators screen offers in each module (docs/product/accounts-and-roles.md): the
 * list and the mass password change everywhere; create and edit in school, vendor and control
 * (their routes); the e-mailed reset link everywhere but control, where the same action opens the password
 * dialog for that one administrator instead. The parent module lists parent accounts too.
 */
export interface ModuleFeatures {
  canEditAccounts: boolean;
  resetBy: "email-link" | "password-dialog";
  includeParents: boolean;
  /** What the people in the list are called in this module. */
  noun: { one: string; many: string };
}

export function featuresOf(module: TModule): ModuleFeatures {
  return {
    canEditAccounts: module === "school" || module === "vendor" || module === "control",
    resetBy: module === "control" ? "password-dialog" : "email-link",
    includeParents: module === "parent",
    noun: module === "parent" ? { one: "account", many: "accounts" } : { one: "administrator", many: "administrators" },
  };
}

export const ADMINISTRATORS_PATH = "settings/administrators";
