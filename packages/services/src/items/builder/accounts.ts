import type { TSearchItemAccountsRequest } from "@paydesk/validators";
import { searchCoaAccounts } from "../../coa/accounts.ts";
import type { ActorTxContext } from "../../platform/context.ts";

/**
 * The builder's account autocomplete: the chart-of-accounts search itself over the chosen payee's
 * accounts, reached with the items permission, since whoever builds items must pick their
 * accounts without managing them.
 */
export function searchItemAccounts(ctx: ActorTxContext, input: TSearchItemAccountsRequest) {
  return searchCoaAccounts(ctx, input);
}
