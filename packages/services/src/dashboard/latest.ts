/**
 * The latest transaction of the scope (POST /{module}/reports/txn/first, spec 1 §3 "Transaction
 * summary"): the newest order, with what the transactions list shows of it. Per company of the
 * scope, its newest order is one step down the (company_id, created_at) index; the newest of
 * those wins. Control staff without a company read the newest order of all from the
 * (created_at, id) index.
 */
import type { TDashboardScopeRequest, TTransactionMethod, TTransactionStatus } from "@paydesk/validators";
import { escapeLike } from "../acl/companies.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { runHot } from "../platform/sql.ts";
import { reportTimeZone } from "../dates/time-zone.ts";
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
const NEWEST_IN_SUBTREE = `
  SELECT n.id, n.created_at FROM companies sc
  CROSS JOIN LATERAL (
    SELECT o.id, o.created_at FROM orders o WHERE o.company_id = sc.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1
  ) n
  WHERE sc.path LIKE $1
  ORDER BY n.created_at DESC, n.id DESC LIMIT 1`;

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
               (o.paid_cents - coalesce((SELECT sum(r.amount_cents) FROM refunds r WHERE r.order_id = o.id AND r.state = 'DONE'), 0))::int AS kept,
               (SELECT min(p.id) FROM payments p WHERE p.order_id = o.id) AS payment_id,
               (SELECT array_agg(DISTINCT p.method::text) FROM payments p WHERE p.order_id = o.id) AS methods,
               (SELECT array_remove(array_agg(DISTINCT sa.name), NULL) FROM order_lines l
                  LEFT JOIN settlement_accounts sa ON sa.id = l.settlement_account_id WHERE l.order_id = o.id) AS payees
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
