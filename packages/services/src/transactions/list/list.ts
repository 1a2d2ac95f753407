/**
 * The transactions list: the orders of the actor's subtree in a date range, newest
 * first, filtered and searched on the server and paged by keyset — the next page starts after the
 * last row's (created_at, id), so page 500 costs what page 1 does (an OFFSET would read and drop
 * every row before it). One statement: the page is taken from the (created_at, id) index first,
 * and only its rows are joined with their payments, lines, payees and company.
 */
import type { TListTransactionsRequest, TTransactionMethod, TTransactionStatus } from "@paydesk/validators";
import type { ActorTxContext } from "../../platform/context.ts";
import { runHot } from "../../platform/sql.ts";
import { cursorOf, isMixed, parseCursor, scopePath, tenderRows, transactionWhere, type Cursor, type SqlFilter } from "./filter.ts";
import { reportRange, type ResolvedRange } from "./range.ts";

export interface TransactionRow {
  orderId: number;
  /** The order's first payment (the legacy txn_id); null only for an order without payments. */
  paymentId: number | null;
  createdAt: Date;
  status: TTransactionStatus;
  /**
   * What the order brought the scope: its tenders less their refunds (only the scope's lines of a
   * mixed order; only the filtered tenders under a method filter). The totals add these up.
   */
  amountCents: number;
  /** What went back to the payer (refunds and voids done). */
  refundedCents: number;
  totalCents: number;
  payerName: string;
  payerEmail: string | null;
  methods: TTransactionMethod[];
  cardLast4: string | null;
  /** The brand of the card whose last four are shown. */
  cardBrand: string | null;
  /** Item titles, in line order. */
  items: string[];
  payees: string[];
  companyName: string;
}

export interface TransactionPage {
  rows: TransactionRow[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
  /** The dates the list covers (the defaults filled in). */
  from: string;
  to: string;
  /** The IANA zone those dates are days of; tools get instants with its offset. */
  timeZone: string;
}

interface RowRecord {
  id: number;
  created_at: Date;
  status: TTransactionStatus;
  kept_cents: number;
  refunded_cents: number;
  total_cents: number;
  payer_name: string;
  payer_email: string | null;
  company_name: string;
  payment_id: number | null;
  methods: TTransactionMethod[] | null;
  card_last4: string | null;
  card_brand: string | null;
  items: string[] | null;
  payees: string[] | null;
}

/** The page statement: `limit` rows under the filter, each joined with what the list shows. */
function pageStatement(filter: SqlFilter, limit: number) {
  const { where, values } = filter;
  const all = [...values, limit];
  const text = `
  SELECT o.id, o.created_at, o.status::text AS status, o.total_cents, o.payer_name, o.payer_email,
         coalesce(rf.cents, 0)::int AS refunded_cents, coalesce(tn.cents, 0)::int AS kept_cents,
         c.name AS company_name, pay.payment_id, pay.methods, pay.card_last4, pay.card_brand, ln.items, ln.payees
  FROM (
    SELECT o.* FROM orders o WHERE ${where}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT $${all.length}
  ) o
  JOIN companies c ON c.id = o.company_id
  LEFT JOIN LATERAL (
    SELECT min(p.id) AS payment_id, array_agg(DISTINCT p.method::text) AS methods, max(p.card_last4) AS card_last4,
           -- The brand of the card whose last four are shown (the same row max() picked).
           (array_agg(p.card_brand ORDER BY p.card_last4 DESC NULLS LAST))[1] AS card_brand
    FROM payments p WHERE p.order_id = o.id
  ) pay ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(l.title ORDER BY l.id) AS items,
           array_remove(array_agg(DISTINCT sa.name), NULL) AS payees
    FROM order_lines l LEFT JOIN settlement_accounts sa ON sa.id = l.settlement_account_id
    WHERE l.order_id = o.id
  ) ln ON true
  -- Money given back: refunds and voids done (a pending refund has not moved money yet).
  LEFT JOIN LATERAL (SELECT sum(r.amount_cents) AS cents FROM refunds r WHERE r.order_id = o.id AND r.state = 'DONE') rf ON true
  LEFT JOIN LATERAL (SELECT sum(t.cents) AS cents FROM (${tenderRows(filter, "o.id", isMixed("o.id"))}) t) tn ON true
  ORDER BY o.created_at DESC, o.id DESC`;
  return { text, values: all };
}

function rowOf(r: RowRecord): TransactionRow {
  return {
    orderId: r.id,
    paymentId: r.payment_id,
    createdAt: r.created_at,
    status: r.status,
    amountCents: r.kept_cents,
    refundedCents: r.refunded_cents,
    totalCents: r.total_cents,
    payerName: r.payer_name,
    payerEmail: r.payer_email,
    methods: r.methods ?? [],
    cardLast4: r.card_last4,
    cardBrand: r.card_brand,
    items: r.items ?? [],
    payees: r.payees ?? [],
    companyName: r.company_name,
  };
}

/** One page of rows under a resolved filter: `pageSize` rows and whether more follow. */
export async function fetchTransactionPage(
  ctx: ActorTxContext,
  filter: TListTransactionsRequest,
  range: ResolvedRange,
  path: string | null,
  cursor: Cursor | null,
): Promise<{ rows: TransactionRow[]; nextCursor: string | null }> {
  const { text, values: all } = pageStatement(transactionWhere(filter, range, path, cursor), filter.pageSize + 1);
  const records = await runHot<RowRecord>(ctx.db, { text }, all);
  const rows = records.slice(0, filter.pageSize).map(rowOf);
  const last = rows.at(-1);
  return { rows, nextCursor: records.length > filter.pageSize && last ? cursorOf(last) : null };
}

export async function listTransactions(ctx: ActorTxContext, input: TListTransactionsRequest): Promise<TransactionPage> {
  const range = await reportRange(ctx, input);
  const path = await scopePath(ctx.db, ctx.actor, input.companyId);
  const page = await fetchTransactionPage(ctx, input, range, path, parseCursor(input.after));
  return { ...page, from: range.from, to: range.to, timeZone: range.timeZone };
}
