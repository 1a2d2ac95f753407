import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TCoaKind } from "@paydesk/validators";

type CoaOutput = inferRouterOutputs<AppRouter>["coa"];

export type CoaRow = CoaOutput["list"][number];
/** A settlement account: the chart of accounts is kept per payee (spec 2 §1). */
export type Payee = inferRouterOutputs<AppRouter>["payees"]["list"][number];
export type CoaKind = TCoaKind;

/** Spec 2 §9: "Chart search debounce 250 ms". */
export const COA_SEARCH_DEBOUNCE_MS = 250;

/** Where each tab lives below `/{module}` (spec 2 §2; `/payments/subcoa` is the sub tab's other address). */
export const KIND_PATHS: Record<CoaKind, string> = {
  PRIMARY: "settings/chart-of-accounts",
  SUB: "settings/sub-chart-of-accounts",
};

/** "4100 - Athletics Revenue", the legacy page's label for an account (and its new_coa_name). */
export function accountLabel(account: { number: string; name: string }): string {
  return `${account.number} - ${account.name}`;
}
