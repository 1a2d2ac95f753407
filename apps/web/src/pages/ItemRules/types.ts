import type { AppRouter } from "@paydesk/api";
import type { inferRouterOutputs } from "@trpc/server";

export type ItemRulesList = inferRouterOutputs<AppRouter>["itemRules"]["list"];
export type ItemRule = ItemRulesList["rules"][number];

/**
 * Searches are debounced; the item search follows the chart search's 250 ms
 * (docs/product/chart-of-accounts.md).
 */
export const ITEM_SEARCH_DEBOUNCE_MS = 250;
