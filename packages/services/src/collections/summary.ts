import type { DbTx } from "@paydesk/db";
import { dueTotals } from "./due-rows.ts";

/**
 * The operations home's line for collections (given a client or a transaction): how many rows are due and their sum in
 * cents, across partial authorizations, failed recurring charges and returned checks.
 */
export function collectionsDueSummary(db: DbTx): Promise<{ count: number; amountCents: number }> {
  return dueTotals(db);
}
