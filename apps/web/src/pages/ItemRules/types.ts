import type { AppRouter } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";

/** Item rules are screens of the item modules (spec 2 §2 {module} is school, vendor or business), and of control. */
export const ITEM_RULE_MODULES: readonly TModule[] = ["school", "vendor", "business", "control"];

export type ItemRulesList = inferRouterOutputs<AppRouter>["itemRules"]["list"];
export type ItemRule = ItemRulesList["rules"][number];

/** Spec 2 §9 debounces searches; the item search follows the chart search's 250 ms. */
export const ITEM_SEARCH_DEBOUNCE_MS = 250;
