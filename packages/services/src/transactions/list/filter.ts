/**
 * The one WHERE clause of the transactions list, its totals and its export, so the three always
 * agree on which orders a filter means. Every part is written for an index (migration
 * transaction_list): the date range and the keyset cursor for (created_at, id), each branch of the
 * search for its own trigram or equality index, joined by UNION so each branch uses its index
 * (an OR across tables could not).
 */
import { accessDenied, isCompanyInScope, type Actor } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import type { TTransactionFilter } from "@paydesk/validators";
import { escapeLike } from "../../platform/like.ts";
import { noSuchSite } from "../../platform/company-scope.ts";
import type { ResolvedRange } from "./range.ts";

/** Where the next page starts: the last row's (created_at, id). */
export interface Cursor {
  createdAt: Date;
  id: number;
}

export function parseCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const [ms, id] = cursor.split("_").map(Number);
  return { createdAt: new Date(ms!), id: id! };
}

export function cursorOf(row: { createdAt: Date; orderId: number }): string {
  return `${row.createdAt.getTime()}_${row.orderId}`;
}

export interface SqlFilter {
  where: string;
  values: unknown[];
  /** SQL: is the company id in `column` one of the scope's (always true for control staff unscoped). */
  inScope(column: string): string;
  /** SQL: does the method in `column` pass the method filter (true without one). */
  methodPasses(column: string): string;
}

const INT_MAX = 2_147_483_647;

/**
 * Whose orders the actor reads: a company of their subtree when one is named (403 outside it),
 * else their own subtree; control staff read every company's unless they name one. Answers the
 * materialised path whose subtree to keep, or null for all.
 */
export async function scopePath(db: DbTx, actor: Actor, companyId: number | undefined): Promise<string | null> {
  if (companyId === undefined) return actor.kind === "CONTROL" ? null : actor.companyPath;
  const company = await db.company.findUnique({ where: { id: companyId }, select: { path: true } });
  if (!company) throw noSuchSite();
  if (!isCompanyInScope(actor, company.path)) throw accessDenied();
  return company.path;
}

/** The filter's SQL on `orders o`, with its values numbered from $1. */
export function transactionWhere(
  filter: TTransactionFilter,
  range: ResolvedRange,
  path: string | null,
  cursor: Cursor | null,
): SqlFilter {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const [start, end] = [param(range.start), param(range.end)];
  const where = [`o.created_at >= ${start}`, `o.created_at < ${end}`];
  if (cursor) where.push(`(o.created_at, o.id) < (${param(cursor.createdAt)}, ${param(cursor.id)})`);
  let inScope = (_column: string) => "true";
  if (path !== null) {
    // The subtree's ids as one array, computed once (an InitPlan) and tested on each index entry:
    // written as IN (SELECT …) the planner hash-joined 80,000 orders of a month with the companies,
    // doubling the totals' time in the bench.
    const subtree = `ARRAY(SELECT sc.id FROM companies sc WHERE sc.path LIKE ${param(`${escapeLike(path)}%`)})`;
    inScope = (column) => `${column} = ANY(${subtree})`;
    // An order is the scope's when its company is, or when it holds a line of the scope's (a mixed
    // order, docs/product/reports-and-time-zones.md). Mixed orders are few: their ids are one more array
    // computed once, so the orders are still read from the (created_at, id) index alone.
    where.push(`(${inScope("o.company_id")} OR o.id = ANY(ARRAY(SELECT os.order_id FROM order_sellers os WHERE ${inScope("os.company_id")})))`);
  }
  if (filter.statuses?.length) where.push(`o.status = ANY(${param(filter.statuses)}::"OrderStatus"[])`);
  let methodPasses = (_column: string) => "true";
  if (filter.methods?.length) {
    const methods = param(filter.methods);
    methodPasses = (column) => `${column} = ANY(${methods}::"PaymentMethod"[])`;
    where.push(`EXISTS (SELECT 1 FROM payments pm WHERE pm.order_id = o.id AND ${methodPasses("pm.method")})`);
  }
  const search = searchBranches(filter.search, param, `so.created_at >= ${start} AND so.created_at < ${end}`);
  if (search) where.push(`o.id IN (${search})`);
  return { where: where.join(" AND "), values, inScope, methodPasses };
}

/**
 * The tenders an order brought the scope, as rows (method, cents) net of refunds, each refund
 * against the payment it gave back (docs/product/reports-and-time-zones.md: amounts by method are sums of
 * tenders). `orderId` and `mixed` are SQL naming the order and whether it holds lines of several companies.
 * An order of one company counts its payments less their refunds done. A mixed order counts only the scope's
 * lines: the ledger rows of those lines (a payment's rows split it over the lines, a refund's negative rows
 * give back the same way), by their payment's method. Only the tenders the method filter names count.
 */
export function tenderRows(filter: SqlFilter, orderId: string, mixed: string): string {
  return `
    SELECT tp.method, tp.amount_cents::bigint AS cents FROM payments tp
    WHERE tp.order_id = ${orderId} AND NOT ${mixed} AND ${filter.methodPasses("tp.method")}
    UNION ALL
    SELECT tr.method, -tr.amount_cents::bigint FROM refunds tr
    WHERE tr.order_id = ${orderId} AND tr.state = 'DONE' AND NOT ${mixed} AND ${filter.methodPasses("tr.method")}
    UNION ALL
    SELECT te_p.method, te.amount_cents::bigint FROM ledger_entries te
    JOIN payments te_p ON te_p.id = te.payment_id
    JOIN order_lines te_l ON te_l.id = te.order_line_id
    JOIN items te_i ON te_i.id = te_l.item_id
    WHERE te.order_id = ${orderId} AND ${mixed} AND ${filter.inScope("te_i.company_id")} AND ${filter.methodPasses("te_p.method")}`;
}

/**
 * The same tender rows for a whole set of orders at once: `set` names a CTE of (id, mixed) and
 * `bounds` one of its (lo, hi) ids; `columns` are more of the set's columns to carry (`s.day, `).
 * Joined as sets, not probed order by order: each table is read over the set's id range alone
 * (its order_id index, in the order rows were written), so a month of 80,000 orders costs one
 * range scan per table instead of 80,000 index probes, or a scan of every payment ever made.
 * The bounds only narrow the read: the join on the order still decides which rows count.
 */
export function setTenderRows(filter: SqlFilter, set: string, bounds: string, columns = ""): string {
  const within = (column: string) => `${column} BETWEEN (SELECT lo FROM ${bounds}) AND (SELECT hi FROM ${bounds})`;
  return `
    SELECT ${columns}tp.method, tp.amount_cents::bigint AS cents FROM ${set} s JOIN payments tp ON tp.order_id = s.id
    WHERE NOT s.mixed AND ${within("tp.order_id")} AND ${filter.methodPasses("tp.method")}
    UNION ALL
    SELECT ${columns}tr.method, -tr.amount_cents::bigint FROM ${set} s JOIN refunds tr ON tr.order_id = s.id
    WHERE tr.state = 'DONE' AND NOT s.mixed AND ${within("tr.order_id")} AND ${filter.methodPasses("tr.method")}
    UNION ALL
    SELECT ${columns}te_p.method, te.amount_cents::bigint FROM ${set} s
    JOIN ledger_entries te ON te.order_id = s.id
    JOIN payments te_p ON te_p.id = te.payment_id
    JOIN order_lines te_l ON te_l.id = te.order_line_id
    JOIN items te_i ON te_i.id = te_l.item_id
    WHERE s.mixed AND ${within("te.order_id")} AND ${filter.inScope("te_i.company_id")} AND ${filter.methodPasses("te_p.method")}`;
}

/** SQL: does the order hold lines of several companies. */
export const isMixed = (orderId: string) => `EXISTS (SELECT 1 FROM order_sellers ms WHERE ms.order_id = ${orderId})`;

/**
 * The search box: the payor's name or e-mail, an item's code or title (anywhere in the text), a
 * card's last four digits (four digits typed) or an order id (a number, "#" allowed before it).
 */
function searchBranches(search: string, param: (value: unknown) => string, soInRange: string): string | null {
  if (!search) return null;
  const pattern = param(`%${escapeLike(search)}%`);
  const branches = [
    // The range again inside the payor branch: the planner ANDs the trigram bitmap with the
    // (created_at, id) index, so a common name is checked only on the range's orders.
    `SELECT so.id FROM orders so WHERE ${soInRange} AND (so.payer_name || ' ' || coalesce(so.payer_email, '')) ILIKE ${pattern}`,
    `SELECT sl.order_id FROM order_lines sl WHERE (sl.item_code || ' ' || sl.title) ILIKE ${pattern}`,
  ];
  if (/^\d{4}$/.test(search)) branches.push(`SELECT sp.order_id FROM payments sp WHERE sp.card_last4 = ${param(search)}`);
  const id = /^#?(\d{1,10})$/.exec(search)?.[1];
  if (id && Number(id) <= INT_MAX && Number(id) > 0) branches.push(`SELECT ${param(Number(id))}::int`);
  return branches.join(" UNION ");
}
