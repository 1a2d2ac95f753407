/**
 * Totals of the filtered set (count and amount), asked apart from the page so that the list shows
 * at once and the totals follow. Under the default filter they are read from the (created_at, id)
 * index alone: it carries company, status and paid amount (migration transaction_list).
 */
import type { TTransactionFilter } from "@paydesk/validators";
import type { ActorTxContext } from "../../platform/context.ts";
import { runHot } from "../../platform/sql.ts";
import { scopePath, transactionWhere } from "./filter.ts";
import { resolveRange } from "./range.ts";

export interface TransactionTotals {
  count: number;
  /** What came in over the filtered orders, in cents. */
  amountCents: number;
  from: string;
  to: string;
}

export async function transactionTotals(ctx: ActorTxContext, input: TTransactionFilter): Promise<TransactionTotals> {
  const range = resolveRange(input, ctx.now());
  const path = await scopePath(ctx.db, ctx.actor, input.companyId);
  const { where, values } = transactionWhere(input, range, path, null);
  // The sum as text: a bigint would come back as a string from pg and a BigInt from Prisma.
  const [row] = await runHot<{ count: number; amount: string }>(
    ctx.db,
    { text: `SELECT count(*)::int AS count, coalesce(sum(o.paid_cents), 0)::text AS amount FROM orders o WHERE ${where}` },
    values,
  );
  return { count: row?.count ?? 0, amountCents: Number(row?.amount ?? 0), from: range.from, to: range.to };
}
