/**
 * The one WHERE clause of the transactions list, its totals and its export, so the three always
 * agree on which orders a filter means. Every part is written for an index (migration
 * transaction_list): the date range and the keyset cursor for (created_at, id), each branch of the
 * search for its own trigram or equality index, joined by UNION so each branch uses its index
 * (an OR across tables could not).
 */
import { isCompanyInScope, type Actor } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import type { TTransactionFilter } from "@paydesk/validators";
import { escapeLike } from "../../acl/companies.ts";
import { accessDenied, noSuchSite } from "../../acl/scope.ts";
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
  if (path !== null) {
    // The subtree's ids as one array, computed once (an InitPlan) and tested on each index entry:
    // written as IN (SELECT …) the planner hash-joined 80,000 orders of a month with the companies,
    // doubling the totals' time in the bench.
    where.push(`o.company_id = ANY(ARRAY(SELECT sc.id FROM companies sc WHERE sc.path LIKE ${param(`${escapeLike(path)}%`)}))`);
  }
  if (filter.statuses?.length) where.push(`o.status = ANY(${param(filter.statuses)}::"OrderStatus"[])`);
  if (filter.methods?.length) {
    where.push(`EXISTS (SELECT 1 FROM payments pm WHERE pm.order_id = o.id AND pm.method = ANY(${param(filter.methods)}::"PaymentMethod"[]))`);
  }
  const search = searchBranches(filter.search, param, `so.created_at >= ${start} AND so.created_at < ${end}`);
  if (search) where.push(`o.id IN (${search})`);
  return { where: where.join(" AND "), values };
}

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
