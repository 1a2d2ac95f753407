/**
 * The lists measured, each as the input the web app sends to `transactions.list` (or `.totals`)
 * and as the bare SQL a hand-written endpoint for the bench school would run for it: the same
 * rows (the page joined with its payments, lines, payees and company) under the same filter, with
 * the best use of the same indexes (the search as a UNION of the two trigram lookups), but none of
 * the app's layers: no schema, no guard, no subtree lookup, no mapping.
 */
import { DEFAULT_TIME_ZONE, localDay } from "@paydesk/domain";
import { resolveRange } from "@paydesk/services";

export const PAGE_SIZE = 50;
/** A last name of the generated payors: about 2 % of the orders. */
export const SEARCH = "garcia";

export interface TxnCase {
  key: string;
  label: string;
  procedure: "list" | "totals" | "deposit";
  input: Record<string, unknown>;
  sql: { text: string; values: unknown[] };
}


function pageSql(where: string): string {
  return `
  WITH page AS (
    SELECT * FROM orders o WHERE ${where}
    ORDER BY o.created_at DESC, o.id DESC LIMIT ${PAGE_SIZE + 1}
  )
  SELECT page.id, page.created_at, page.status, page.paid_cents, page.total_cents, page.payer_name, page.payer_email,
         coalesce(rf.cents, 0)::int AS refunded_cents,
         c.name AS company_name, p.payment_id, p.methods, p.card_last4, l.items, l.payees
  FROM page
  JOIN companies c ON c.id = page.company_id
  LEFT JOIN LATERAL (
    SELECT min(id) AS payment_id, array_agg(DISTINCT method) AS methods, max(card_last4) AS card_last4 FROM payments WHERE order_id = page.id
  ) p ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(ol.title ORDER BY ol.id) AS items, array_remove(array_agg(DISTINCT sa.name), NULL) AS payees
    FROM order_lines ol LEFT JOIN settlement_accounts sa ON sa.id = ol.settlement_account_id WHERE ol.order_id = page.id
  ) l ON true
  LEFT JOIN LATERAL (SELECT sum(amount_cents) AS cents FROM refunds WHERE order_id = page.id AND state = 'DONE') rf ON true
  ORDER BY page.created_at DESC, page.id DESC`;
}

const IN_RANGE = "o.company_id = $1 AND o.created_at >= $2 AND o.created_at < $3";
/** A table's rows of the range's orders read over their id range alone (its order_id index): CTE `b` holds the bounds. */
const WITHIN = (column: string) => `${column} BETWEEN (SELECT lo FROM b) AND (SELECT hi FROM b)`;

/**
 * The deposit report by hand for this one school: its orders of the range joined with their ledger
 * rows (each table read over the range's order ids), summed per local day, tender, settlement
 * account, account and sub account, then named. No mixed orders, no unbooked money to find (every
 * bench payment is booked), no subtree.
 */
const DEPOSIT_SQL = `
  WITH v AS MATERIALIZED (SELECT o.id, o.created_at FROM orders o WHERE ${IN_RANGE}),
  b AS MATERIALIZED (SELECT min(id) AS lo, max(id) AS hi FROM v)
  SELECT g.day, g.method, g.payee_id, sa.name AS payee_name, g.account_id, ca.number AS account_number, g.sub_account_id, sca.number AS sub_number, g.cents::text AS cents
  FROM (
    SELECT to_char(v.created_at AT TIME ZONE $4, 'YYYY-MM-DD') AS day, p.method::text AS method, e.settlement_account_id AS payee_id,
           coalesce(e.coa_id, i.coa_id) AS account_id, i.sub_coa_id AS sub_account_id, sum(e.amount_cents) AS cents
    FROM v
    JOIN ledger_entries e ON e.order_id = v.id AND ${WITHIN("e.order_id")}
    JOIN payments p ON p.id = e.payment_id AND ${WITHIN("p.order_id")}
    LEFT JOIN order_lines l ON l.id = e.order_line_id AND ${WITHIN("l.order_id")}
    LEFT JOIN items i ON i.id = l.item_id
    GROUP BY 1, 2, 3, 4, 5
  ) g
  LEFT JOIN settlement_accounts sa ON sa.id = g.payee_id
  LEFT JOIN chart_accounts ca ON ca.id = g.account_id
  LEFT JOIN chart_accounts sca ON sca.id = g.sub_account_id`;

/**
 * The totals by hand: the range's orders counted, and what they brought by tender (payments less
 * their refunds done, per method: docs/product/reports-and-time-zones.md), summed. The same work as
 * the app's answer.
 */
const TOTALS_SQL = `
  WITH v AS MATERIALIZED (SELECT o.id FROM orders o WHERE ${IN_RANGE}),
  b AS MATERIALIZED (SELECT min(id) AS lo, max(id) AS hi FROM v)
  SELECT (SELECT count(*) FROM v)::int AS count, coalesce(sum(t.cents), 0)::text AS amount FROM (
    SELECT x.method, sum(x.cents) AS cents FROM (
      SELECT p.method, p.amount_cents::bigint AS cents FROM v JOIN payments p ON p.order_id = v.id AND ${WITHIN("p.order_id")}
      UNION ALL
      SELECT r.method, -r.amount_cents::bigint FROM v JOIN refunds r ON r.order_id = v.id AND r.state = 'DONE' AND ${WITHIN("r.order_id")}
    ) x GROUP BY x.method
  ) t`;

/** `zone`: the bench school's (it sets none, so the platform default's); the app computes its ranges in it too. */
export function txnCases(companyId: number, now: Date, zone = DEFAULT_TIME_ZONE): TxnCase[] {
  const last30 = resolveRange({}, now, zone);
  const earlier = {
    from: localDay(new Date(now.getTime() - 200 * 86_400_000), zone),
    to: localDay(new Date(now.getTime() - 171 * 86_400_000), zone),
  };
  const earlierRange = resolveRange(earlier, now, zone);
  const search = `%${SEARCH}%`;
  return [
    {
      key: "default",
      label: "default page (last 30 days, newest first, 50 rows)",
      procedure: "list",
      input: { module: "school", pageSize: PAGE_SIZE },
      sql: { text: pageSql(IN_RANGE), values: [companyId, last30.start, last30.end] },
    },
    {
      key: "search",
      label: `search "${SEARCH}" (payor or item, last 30 days)`,
      procedure: "list",
      input: { module: "school", pageSize: PAGE_SIZE, search: SEARCH },
      sql: {
        text: pageSql(`${IN_RANGE} AND o.id IN (
          SELECT so.id FROM orders so WHERE so.created_at >= $2 AND so.created_at < $3
            AND (so.payer_name || ' ' || coalesce(so.payer_email, '')) ILIKE $4
          UNION SELECT sl.order_id FROM order_lines sl WHERE (sl.item_code || ' ' || sl.title) ILIKE $4)`),
        values: [companyId, last30.start, last30.end, search],
      },
    },
    {
      key: "range",
      label: `date range ${earlier.from} to ${earlier.to} (50 rows)`,
      procedure: "list",
      input: { module: "school", pageSize: PAGE_SIZE, ...earlier },
      sql: { text: pageSql(IN_RANGE), values: [companyId, earlierRange.start, earlierRange.end] },
    },
    {
      key: "deposit",
      label: "deposit report of the last 30 days (by day, settlement account, account, tender)",
      procedure: "deposit",
      input: { module: "school", from: last30.from, to: last30.to },
      sql: { text: DEPOSIT_SQL, values: [companyId, last30.start, last30.end, zone] },
    },
    {
      key: "totals",
      label: "totals of the last 30 days (count, amount by tender)",
      procedure: "totals",
      input: { module: "school" },
      sql: {
        text: TOTALS_SQL,
        values: [companyId, last30.start, last30.end],
      },
    },
  ];
}
