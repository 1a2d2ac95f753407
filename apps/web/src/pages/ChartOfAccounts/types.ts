import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TCoaKind } from "@paydesk/validators";

type CoaOutput = inferRouterOutputs<AppRouter>["coa"];

export type CoaRow = CoaOutput["list"][number];
/** A settlement account: the chart of accounts is kept per payee (docs/product/chart-of-accounts.md). */
export type Payee = inferRouterOutputs<AppRouter>["payees"]["list"][number];
export type CoaKind = TCoaKind;

/** Chart search debounce 250 ms (docs/product/chart-of-accounts.md). */
export const COA_SEARCH_DEBOUNCE_MS = 250;

/**
 * Where each tab lives below `/{module}` (docs/product/chart-of-accounts.md; `/payments/subcoa` is
 * the sub tab's other address).
 */
export const KIND_PATHS: Record<CoaKind, string> = {
  PRIMARY: "settings/chart-of-accounts",
  SUB: "settings/sub-chart-of-accounts",
};

/** "4100 - Athletics Revenue", the legacy page's label for an account (and its new_coa_name). */
export function accountLabel(account: { number: string; name: string }): string {
  return `${account.number} - ${account.name}`;
}
