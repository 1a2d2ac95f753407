/**
 * The latest transaction of the scope (POST /{module}/reports/txn/first;
 * docs/product/dashboard-images-promotions.md): the newest order, with what the transactions list shows of
 * it. Per company of the scope, its newest order is one step down the (company_id, created_at) index; the
 * newest of those wins. Control staff without a company read the newest order of all from the (created_at,
 * id) index. An order holding lines of several companies is each one's (its mixed orders, order_sellers): a
 * company reads what its own lines kept and their payees.
 */
import type { TDashboardScopeRequest, TTransactionMethod, TTransactionStatus } from "@paydesk/validators";
import { escapeLike } from "../platform/like.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { runHot } from "../platform/sql.ts";
import { reportTimeZone } from "../platform/time-zone.ts";
import { scopePath } from "../transactions/list/filter.ts";

export interface LatestTransaction {
  orderId: number;
  /** The order's first payment (the legacy txn_id); null for an order without payments. */
  txnId: number | null;
  parentCompany: string;
  payees: string[];
  payor: string;
  txnDate: Date;
  /** The IANA zone a person reads txnDate in (the report's company's); tools get it as the offset. */
  timeZone: string;
  status: TTransactionStatus;
  methods: TTransactionMethod[];
  /** What the order kept: paid less refunded. */
  amountCents: number;
}

const NEWEST_OF_ALL = `SELECT o.id, o.created_at FROM orders o ORDER BY o.created_at DESC, o.id DESC LIMIT 1`;
const SUBTREE = `ARRAY(SELECT sc.id FROM companies sc WHERE sc.path LIKE $1)`;
// An order holding a line of the subtree's is its order too (docs/product/reports-and-time-zones.md): besides
// each company's newest order, the orders of other companies that hold one of its lines (order_sellers, mixed
// orders only: few).
const NEWEST_IN_SUBTREE = `
  SELECT n.id, n.created_at FROM (
    SELECT n.id, n.created_at FROM companies sc
    CROSS JOIN LATERAL (
      SELECT o.id, o.created_at FROM orders o WHERE o.company_id = sc.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1
    ) n
    WHERE sc.path LIKE $1
    UNION ALL
    SELECT o.id, o.created_at FROM order_sellers os JOIN orders o ON o.id = os.order_id
    WHERE os.company_id = ANY(${SUBTREE})
  ) n
  ORDER BY n.created_at DESC, n.id DESC LIMIT 1`;

/** SQL on `orders o`: does it hold lines of several companies. */
const MIXED = `EXISTS (SELECT 1 FROM order_sellers ms WHERE ms.order_id = o.id)`;
/** SQL: does a line of the company in `column` count for the scope (every line of an unmixed order does). */
const lineInScope = (path: string | null, column: string) => (path === null ? "true" : `(NOT ${MIXED} OR ${column} = ANY(${SUBTREE}))`);

export async function latestTransaction(ctx: ActorTxContext, input: TDashboardScopeRequest): Promise<LatestTransaction | null> {
  const path = await scopePath(ctx.db, ctx.actor, input.companyId);
  const newest = path === null ? NEWEST_OF_ALL : NEWEST_IN_SUBTREE;
  const [row] = await runHot<{
    id: number;
    created_at: Date;
    status: TTransactionStatus;
    payer_name: string;
    company_name: string;
    kept: number;
    payment_id: number | null;
    methods: TTransactionMethod[] | null;
    payees: string[] | null;
  }>(
    ctx.db,
    {
      text: `WITH newest AS (${newest})
        SELECT o.id, o.created_at, o.status::text AS status, o.payer_name, c.name AS company_name,
               (CASE WHEN ${path !== null ? MIXED : "false"}
                 THEN (SELECT coalesce(sum(e.amount_cents), 0) FROM ledger_entries e JOIN order_lines el ON el.id = e.order_line_id
                         JOIN items ei ON ei.id = el.item_id WHERE e.order_id = o.id AND ${lineInScope(path, "ei.company_id")})
                 ELSE o.paid_cents - coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.state = 'DONE'), 0) END)::int AS kept,
               (SELECT min(p.id) FROM payments p WHERE p.order_id = o.id) AS payment_id,
               (SELECT array_agg(DISTINCT p.method::text) FROM payments p WHERE p.order_id = o.id) AS methods,
               (SELECT array_remove(array_agg(DISTINCT sa.name), NULL) FROM order_lines l JOIN items li ON li.id = l.item_id
                  LEFT JOIN settlement_accounts sa ON sa.id = l.settlement_account_id
                  WHERE l.order_id = o.id AND ${lineInScope(path, "li.company_id")}) AS payees
        FROM newest JOIN orders o ON o.id = newest.id JOIN companies c ON c.id = o.company_id`,
    },
    path === null ? [] : [`${escapeLike(path)}%`],
  );
  if (!row) return null;
  return {
    orderId: row.id,
    txnId: row.payment_id,
    parentCompany: row.company_name,
    payees: row.payees ?? [],
    payor: row.payer_name,
    txnDate: row.created_at,
    timeZone: await reportTimeZone(ctx, input.companyId),
    status: row.status,
    methods: row.methods ?? [],
    amountCents: row.kept,
  };
}
