import type { DbTx } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import type { TSearchItemAccountsRequest } from "@paydesk/validators";
import { searchCoaAccounts } from "../../coa/accounts.ts";

/**
 * The builder's account autocomplete: the chart-of-accounts search itself, reached with the
 * items permission, since whoever builds items must pick their accounts without managing them.
 */
export function searchItemAccounts(db: DbTx, actor: Actor, input: TSearchItemAccountsRequest) {
  return searchCoaAccounts(db, actor, input);
}
