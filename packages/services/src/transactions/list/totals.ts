/**
 * Totals of the filtered set, asked apart from the page so that the list shows at once and the
 * totals follow: how many orders, and what they brought the scope by tender
 * (docs/product/reports-and-time-zones.md: an order paid $10 by card and $5 in cash adds $10 to card and $5
 * to cash; refunds net against the tender they gave back; a mixed order counts only the scope's lines; a
 * method filter counts only that tender). The amount is the tenders' sum, so it always equals the by-method
 * figures.
 */
import { TRANSACTION_METHODS, type TTransactionFilter, type TTransactionMethod } from "@paydesk/validators";
import type { ActorTxContext } from "../../platform/context.ts";
import { runHot } from "../../platform/sql.ts";
import { isMixed, scopePath, setTenderRows, transactionWhere } from "./filter.ts";
import { reportRange } from "./range.ts";

export interface TransactionTotals {
  count: number;
  /** What the filtered orders brought the scope, in cents, net of refunds: the sum of `byMethod`. */
  amountCents: number;
  /** The same by tender. */
  byMethod: Record<TTransactionMethod, number>;
  from: string;
  to: string;
}

export async function transactionTotals(ctx: ActorTxContext, input: TTransactionFilter): Promise<TransactionTotals> {
  const range = await reportRange(ctx, input);
  const path = await scopePath(ctx.db, ctx.actor, input.companyId);
  const filter = transactionWhere(input, range, path, null);
  // The orders are read once (the covering (created_at, id) index), then joined with their
  // tenders as a set over the orders' id range (setTenderRows); sums as text: a bigint comes back
  // as a string from pg and a BigInt from Prisma.
  const rows = await runHot<{ count: number; method: TTransactionMethod | null; amount: string | null }>(
    ctx.db,
    {
      text: `WITH v AS MATERIALIZED (SELECT o.id, ${isMixed("o.id")} AS mixed FROM orders o WHERE ${filter.where}),
             vb AS MATERIALIZED (SELECT min(id) AS lo, max(id) AS hi FROM v)
             SELECT (SELECT count(*) FROM v)::int AS count, t.method::text AS method, sum(t.cents)::text AS amount
             FROM (${setTenderRows(filter, "v", "vb")}) t
             GROUP BY t.method`,
    },
    filter.values,
  );
  const byMethod = Object.fromEntries(TRANSACTION_METHODS.map((m) => [m, 0])) as Record<TTransactionMethod, number>;
  for (const row of rows) if (row.method) byMethod[row.method] = Number(row.amount ?? 0);
  const count = rows[0]?.count ?? (await countOnly(ctx, filter.where, filter.values));
  const amountCents = TRANSACTION_METHODS.reduce((sum, m) => sum + byMethod[m], 0);
  return { count, amountCents, byMethod, from: range.from, to: range.to };
}

/** Orders without any tender (none in practice): the count alone. */
async function countOnly(ctx: ActorTxContext, where: string, values: unknown[]): Promise<number> {
  const [row] = await runHot<{ count: number }>(ctx.db, { text: `SELECT count(*)::int AS count FROM orders o WHERE ${where}` }, values);
  return row?.count ?? 0;
}
