import { collectionState, totalsByCompany, type CompanyTotal } from "@paydesk/domain";
import type { TCollectionsListRequest, TCollectionState } from "@paydesk/validators";
import { withTimeZones } from "../platform/time-zone.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { type DueRow, dueRows } from "./due-rows.ts";

export interface CollectionRow extends Omit<DueRow, "payerUserId"> {
  state: TCollectionState;
  /** Whether the payer has an account (their reminder opens the parent area). */
  payerHasAccount: boolean;
  /** The zone of the company owed: its instants are read in it. */
  timeZone: string;
}

export interface CollectionsList {
  rows: CollectionRow[];
  totals: CompanyTotal[];
  totalCount: number;
  totalAmountCents: number;
}

/** `/control/operations/collections`: the rows still due with the filters, and their totals by company. */
export async function listCollections(ctx: ActorTxContext, filter: Omit<TCollectionsListRequest, "module">): Promise<CollectionsList> {
  const due = await dueRows(ctx.db, { companyId: filter.companyId, source: filter.source, search: filter.search });
  const rows = (await withTimeZones(ctx, due, (row) => row.companyId))
    .map(({ payerUserId, ...row }) => ({ ...row, state: collectionState(row.reminders), payerHasAccount: payerUserId !== null }))
    .filter((row) => filter.state === undefined || row.state === filter.state);
  return {
    rows,
    totals: totalsByCompany(rows),
    totalCount: rows.length,
    totalAmountCents: rows.reduce((sum, row) => sum + row.amountCents, 0),
  };
}
