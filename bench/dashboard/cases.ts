/**
 * The widgets measured, each three ways over the same million orders:
 * - app: the `dashboard` procedure through a server-side tRPC caller (schema, rung, scope lookup,
 *   service, the summary rows);
 * - bare: the same summary statement by hand through pg for the bench school (no schema, guard,
 *   subtree lookup or mapping) — the ratio bare / app is the app's overhead;
 * - orders: the same figures computed from the orders, lines, payments and ledger rows themselves,
 *   with the indexes there are — what a widget would cost without the summary rows.
 * Each answers a canonical string so the three can be checked to agree.
 */
import { dashboardDays, DEFAULT_TIME_ZONE, localDayRange } from "@paydesk/domain";
import type { TDashboardRange } from "@paydesk/validators";

export interface DashboardCase {
  key: string;
  label: string;
  procedure: "transactions" | "topSchools" | "salesByItem" | "salesByMethod" | "fees" | "sellingOut" | "latest";
  range: TDashboardRange | null;
  bare: { text: string; values: unknown[] };
  orders: { text: string; values: unknown[] } | null;
  /** The app's answer and both SQL answers as one comparable string. */
  appAnswer(value: unknown): string;
  sqlAnswer(rows: Record<string, unknown>[]): string;
}

const num = (v: unknown) => Number(v ?? 0);
const rowsOf = (rows: Record<string, unknown>[], keys: string[]) => rows.map((r) => keys.map((k) => num(r[k])).join(":")).join(",");

/** `zone`: the bench school's (it sets none, so the platform default's); days are its calendar days. */
export function dashboardCases(companyId: number, now: Date, zone = DEFAULT_TIME_ZONE): DashboardCase[] {
  const span = (range: TDashboardRange) => {
    const d = dashboardDays(range, now, zone);
    const instants = localDayRange(d.from, d.to, zone);
    return { from: d.from, to: d.to, start: instants.start.toISOString(), end: instants.end.toISOString() };
  };
  const cases: DashboardCase[] = [];
  for (const range of ["30d", "ytd"] as const) {
    const s = span(range);
    cases.push({
      key: `transactions-${range}`,
      label: `transactions by day, ${range}`,
      procedure: "transactions",
      range,
      bare: {
        text: `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, sum(d.scope_orders)::int AS orders, sum(d.amount_cents)::text AS amount
               FROM dashboard_days d WHERE d.day BETWEEN $1::date AND $2::date AND d.company_id = $3 GROUP BY d.day ORDER BY d.day`,
        values: [s.from, s.to, companyId],
      },
      orders: {
        text: `SELECT to_char((o.created_at AT TIME ZONE $4::text)::date, 'YYYY-MM-DD') AS day, count(*)::int AS orders, coalesce(sum(le.amount), 0)::text AS amount
               FROM orders o LEFT JOIN LATERAL (SELECT sum(e.amount_cents) AS amount FROM ledger_entries e WHERE e.order_id = o.id) le ON true
               WHERE o.company_id = $1 AND o.created_at >= $2 AND o.created_at < $3 GROUP BY 1 ORDER BY 1`,
        values: [companyId, s.start, s.end, zone],
      },
      appAnswer: (v) => {
        const t = v as { points: { orders: number; amountCents: number }[] };
        return t.points.filter((p) => p.orders || p.amountCents).map((p) => `${p.orders}:${p.amountCents}`).join(",");
      },
      sqlAnswer: (rows) => rowsOf(rows, ["orders", "amount"]),
    });
  }
  const y = span("ytd");
  const ordersInRange = `o.company_id = $1 AND o.created_at >= $2 AND o.created_at < $3`;
  const ytdValues = [companyId, y.start, y.end];
  const summaryValues = [y.from, y.to, companyId];
  cases.push(
    {
      key: "top-schools-ytd",
      label: "top schools, ytd",
      procedure: "topSchools",
      range: "ytd",
      bare: {
        text: `SELECT d.company_id, sum(d.orders)::int AS orders, sum(d.amount_cents)::text AS amount FROM dashboard_days d
               WHERE d.day BETWEEN $1::date AND $2::date AND d.company_id = $3 GROUP BY d.company_id ORDER BY sum(d.amount_cents) DESC LIMIT 10`,
        values: summaryValues,
      },
      orders: {
        text: `SELECT o.company_id, count(*)::int AS orders, coalesce(sum(le.amount), 0)::text AS amount
               FROM orders o LEFT JOIN LATERAL (SELECT sum(e.amount_cents) AS amount FROM ledger_entries e WHERE e.order_id = o.id) le ON true
               WHERE ${ordersInRange} GROUP BY o.company_id ORDER BY 3 DESC LIMIT 10`,
        values: ytdValues,
      },
      appAnswer: (v) => (v as { rows: { companyId: number; orders: number; amountCents: number }[] }).rows.map((r) => `${r.companyId}:${r.orders}:${r.amountCents}`).join(","),
      sqlAnswer: (rows) => rowsOf(rows, ["company_id", "orders", "amount"]),
    },
    {
      key: "sales-by-item-ytd",
      label: "sales by item, ytd",
      procedure: "salesByItem",
      range: "ytd",
      bare: {
        text: `SELECT d.item_id, sum(d.units)::int AS units, sum(d.amount_cents)::text AS amount FROM dashboard_item_days d
               WHERE d.day BETWEEN $1::date AND $2::date AND d.company_id = $3 GROUP BY d.item_id ORDER BY sum(d.amount_cents) DESC, d.item_id LIMIT 10`,
        values: summaryValues,
      },
      orders: {
        text: `SELECT l.item_id, sum(l.quantity)::int AS units, coalesce(sum(s.amount), 0)::text AS amount
               FROM orders o JOIN order_lines l ON l.order_id = o.id
               LEFT JOIN LATERAL (SELECT sum(e.amount_cents) AS amount FROM ledger_entries e WHERE e.order_id = o.id AND e.order_line_id = l.id AND e.kind = 'SALE') s ON true
               WHERE ${ordersInRange} GROUP BY l.item_id ORDER BY coalesce(sum(s.amount), 0) DESC, l.item_id LIMIT 10`,
        values: ytdValues,
      },
      appAnswer: (v) => (v as { rows: { itemId: number; units: number; amountCents: number }[] }).rows.map((r) => `${r.itemId}:${r.units}:${r.amountCents}`).join(","),
      sqlAnswer: (rows) => rowsOf(rows, ["item_id", "units", "amount"]),
    },
    {
      key: "sales-by-method-ytd",
      label: "sales by payment method, ytd",
      procedure: "salesByMethod",
      range: "ytd",
      bare: {
        text: `SELECT d.method::text AS method, sum(d.amount_cents)::text AS amount FROM dashboard_method_days d
               WHERE d.day BETWEEN $1::date AND $2::date AND d.company_id = $3 GROUP BY d.method ORDER BY d.method`,
        values: summaryValues,
      },
      orders: {
        text: `SELECT p.method::text AS method, sum(e.amount_cents)::text AS amount
               FROM orders o JOIN ledger_entries e ON e.order_id = o.id JOIN payments p ON p.id = e.payment_id
               WHERE ${ordersInRange} GROUP BY p.method ORDER BY p.method`,
        values: ytdValues,
      },
      appAnswer: (v) => (v as { rows: { method: string; amountCents: number }[] }).rows.map((r) => `${r.method}:${r.amountCents}`).join(","),
      sqlAnswer: (rows) => rows.map((r) => `${String(r.method)}:${num(r.amount)}`).join(","),
    },
    {
      key: "fees-ytd",
      label: "fees collected, ytd",
      procedure: "fees",
      range: "ytd",
      bare: {
        text: `SELECT sum(d.fee_cents)::text AS fees, sum(d.amount_cents)::text AS amount, sum(d.scope_orders)::int AS orders
               FROM dashboard_days d WHERE d.day BETWEEN $1::date AND $2::date AND d.company_id = $3`,
        values: summaryValues,
      },
      orders: {
        text: `SELECT coalesce(sum(le.fees), 0)::text AS fees, coalesce(sum(le.amount), 0)::text AS amount, count(*)::int AS orders
               FROM orders o LEFT JOIN LATERAL (
                 SELECT sum(e.amount_cents) FILTER (WHERE e.kind = 'FEE') AS fees, sum(e.amount_cents) AS amount FROM ledger_entries e WHERE e.order_id = o.id
               ) le ON true
               WHERE ${ordersInRange}`,
        values: ytdValues,
      },
      appAnswer: (v) => {
        const f = v as { feeCents: number; amountCents: number; orders: number };
        return `${f.feeCents}:${f.amountCents}:${f.orders}`;
      },
      sqlAnswer: (rows) => rowsOf(rows, ["fees", "amount", "orders"]),
    },
    {
      key: "latest",
      label: "latest transaction",
      procedure: "latest",
      range: null,
      bare: {
        text: `SELECT o.id FROM orders o WHERE o.company_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT 1`,
        values: [companyId],
      },
      orders: null,
      appAnswer: (v) => String((v as { orderId: number } | null)?.orderId ?? ""),
      sqlAnswer: (rows) => String(rows[0]?.id ?? ""),
    },
  );
  return cases;
}
