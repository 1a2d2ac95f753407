/**
 * Totals of the filtered set (count and amount), asked apart from the page so that the list shows
 * at once and the totals follow. Under the default filter they are read from the (created_at, id)
 * index alone: it carries company, status and paid amount (migration transaction_list).
 */
import type { TTransactionFilter } from "@paydesk/validators";
import type { ActorTxContext } from "../../platform/context.ts";
import { runHot } from "../../platform/sql.ts";
import { scopePath, transactionWhere } from "./filter.ts";
import { reportRange } from "./range.ts";

export interface TransactionTotals {
  count: number;
  /** What the filtered orders kept, in cents: what came in less what was refunded. */
  amountCents: number;
  from: string;
  to: string;
}

export async function transactionTotals(ctx: ActorTxContext, input: TTransactionFilter): Promise<TransactionTotals> {
  const range = await reportRange(ctx, input);
  const path = await scopePath(ctx.db, ctx.actor, input.companyId);
  const { where, values } = transactionWhere(input, range, path, null);
  // The sum as text: a bigint would come back as a string from pg and a BigInt from Prisma.
  const [row] = await runHot<{ count: number; amount: string }>(
    ctx.db,
    {
      // Refunds are few: their sums per order are hashed once and joined, so the orders are still
      // read from the covering index alone.
      text: `SELECT count(*)::int AS count, (coalesce(sum(o.paid_cents), 0) - coalesce(sum(rf.cents), 0))::text AS amount
             FROM orders o
             LEFT JOIN (SELECT r.order_id, sum(r.amount_cents) AS cents FROM refunds r WHERE r.state = 'DONE' GROUP BY r.order_id) rf
               ON rf.order_id = o.id
             WHERE ${where}`,
    },
    values,
  );
  return { count: row?.count ?? 0, amountCents: Number(row?.amount ?? 0), from: range.from, to: range.to };
}
