/**
 * The deposit report: what the transactions list's orders brought the scope, per local day,
 * settlement account, account and sub account, and tender — the figure a school posts to its
 * general ledger. Built on the list's own parts so the two always reconcile: the same WHERE on
 * `orders o` (filter.ts), the same tenders (`setTenderRows`, the totals' sums: refunds net against the
 * tender they returned, a mixed order counts only the scope's lines) and the same days (the
 * company's zone). One statement; the sums are made in SQL, in integer cents.
 *
 * Where the money went comes from the ledger (each payment's rows per line, account and kind;
 * each refund's negative rows the same way). Whatever a tender holds that the ledger does not
 * (a payment written before the ledger) is reported as unbooked, so the report's figure per day
 * and tender is always the totals' figure, whatever the ledger holds.
 *
 * An order counts on its own day, refunds included (the list's rule: a refund reduces what its
 * order brought). The sub account is the item's; the account is the one booked, else the item's.
 */
import { groupDeposits, todayIn, type DepositAccount, type DepositReportBody, type DepositSum } from "@paydesk/domain";
import { TRANSACTION_METHODS, type TDepositReportRequest, type TTransactionMethod } from "@paydesk/validators";
import type { ActorTxContext } from "../platform/context.ts";
import { runHot } from "../platform/sql.ts";
import { reportTimeZone } from "../platform/time-zone.ts";
import { isMixed, scopePath, setTenderRows, transactionWhere, type SqlFilter } from "../transactions/list/filter.ts";
import { resolveRange, type ResolvedRange } from "../transactions/list/range.ts";

export interface DepositReport extends DepositReportBody {
  from: string;
  to: string;
  /** The zone whose calendar days the report's days are. */
  timeZone: string;
  /** The tender columns, in order. */
  methods: readonly TTransactionMethod[];
}

/** The days asked for; without dates today in the report's zone, with one end that day alone. */
export async function depositRange(ctx: ActorTxContext, input: TDepositReportRequest): Promise<ResolvedRange> {
  const zone = await reportTimeZone(ctx, input.companyId);
  const day = input.from ?? input.to ?? todayIn(zone, ctx.now());
  return resolveRange({ from: input.from ?? day, to: input.to ?? day }, ctx.now(), zone);
}

interface SumRecord {
  day: string;
  method: TTransactionMethod;
  payee_id: number | null;
  payee_name: string | null;
  account_id: number | null;
  account_number: string | null;
  account_name: string | null;
  sub_account_id: number | null;
  sub_account_number: string | null;
  sub_account_name: string | null;
  cents: string;
}

/**
 * The statement: the filter's orders once (each with its local day and whether it is mixed), their
 * booked ledger rows summed per group, their tenders summed per day and method exactly as the
 * totals sum them, and the difference of the two per day and method as the unbooked group.
 * `$zoneParam` is the report's zone (the day of an order is read there, as the range was made).
 */
/**
 * A ledger row, its payment and its line belong to the row's order: each big table is read over
 * the range's order ids alone (its order_id index) instead of whole (see setTenderRows).
 */
const inBounds = (column: string) => `${column} BETWEEN (SELECT lo FROM vb) AND (SELECT hi FROM vb)`;

export function depositStatement(filter: SqlFilter, zoneParam: string): string {
  return `
  WITH v AS MATERIALIZED (
    SELECT o.id, to_char(o.created_at AT TIME ZONE ${zoneParam}, 'YYYY-MM-DD') AS day, ${isMixed("o.id")} AS mixed
    FROM orders o WHERE ${filter.where}
  ),
  vb AS MATERIALIZED (SELECT min(id) AS lo, max(id) AS hi FROM v),
  booked AS (
    SELECT v.day, e_p.method, coalesce(e.settlement_account_id, e_l.settlement_account_id) AS payee_id,
           coalesce(e.coa_id, e_i.coa_id) AS account_id, e_i.sub_coa_id AS sub_account_id, sum(e.amount_cents)::bigint AS cents
    FROM v
    JOIN ledger_entries e ON e.order_id = v.id AND ${inBounds("e.order_id")}
    JOIN payments e_p ON e_p.id = e.payment_id AND ${inBounds("e_p.order_id")}
    LEFT JOIN order_lines e_l ON e_l.id = e.order_line_id AND ${inBounds("e_l.order_id")}
    LEFT JOIN items e_i ON e_i.id = e_l.item_id
    WHERE (NOT v.mixed OR ${filter.inScope("e_i.company_id")}) AND ${filter.methodPasses("e_p.method")}
    GROUP BY 1, 2, 3, 4, 5
  ),
  tendered AS (
    SELECT t.day, t.method, sum(t.cents)::bigint AS cents
    FROM (${setTenderRows(filter, "v", "vb", "s.day, ")}) t
    GROUP BY 1, 2
  ),
  unbooked AS (
    SELECT coalesce(t.day, b.day) AS day, coalesce(t.method, b.method) AS method,
           NULL::int AS payee_id, NULL::int AS account_id, NULL::int AS sub_account_id,
           coalesce(t.cents, 0) - coalesce(b.cents, 0) AS cents
    FROM tendered t
    FULL JOIN (SELECT day, method, sum(cents) AS cents FROM booked GROUP BY 1, 2) b ON b.day = t.day AND b.method = t.method
  )
  SELECT r.day, r.method::text AS method,
         r.payee_id, sa.name AS payee_name,
         r.account_id, ca.number AS account_number, ca.name AS account_name,
         r.sub_account_id, sca.number AS sub_account_number, sca.name AS sub_account_name,
         r.cents::text AS cents
  FROM (SELECT * FROM booked UNION ALL SELECT * FROM unbooked WHERE cents <> 0) r
  LEFT JOIN settlement_accounts sa ON sa.id = r.payee_id
  LEFT JOIN chart_accounts ca ON ca.id = r.account_id
  LEFT JOIN chart_accounts sca ON sca.id = r.sub_account_id`;
}

const accountOf = (id: number | null, number: string | null, name: string | null): DepositAccount | null =>
  id === null ? null : { id, number: number ?? "", name: name ?? "" };

function sumOf(r: SumRecord): DepositSum {
  return {
    day: r.day,
    method: r.method,
    payee: r.payee_id === null ? null : { id: r.payee_id, name: r.payee_name ?? "" },
    account: accountOf(r.account_id, r.account_number, r.account_name),
    subAccount: accountOf(r.sub_account_id, r.sub_account_number, r.sub_account_name),
    cents: Number(r.cents),
  };
}

export async function depositReport(ctx: ActorTxContext, input: TDepositReportRequest): Promise<DepositReport> {
  const range = await depositRange(ctx, input);
  const path = await scopePath(ctx.db, ctx.actor, input.companyId);
  const filter = transactionWhere({ module: input.module, search: "" }, range, path, null);
  const values = [...filter.values, range.timeZone];
  // Unnamed, as the list's statements: the best plan depends on the range and the scope.
  const records = await runHot<SumRecord>(ctx.db, { text: depositStatement(filter, `$${values.length}`) }, values);
  return { from: range.from, to: range.to, timeZone: range.timeZone, methods: TRANSACTION_METHODS, ...groupDeposits(records.map(sumOf)) };
}
