/**
 * The dashboard's widgets over a date range. Each reads the summary rows the database
 * keeps (migration `dashboard`: per company, day in its time zone and writer slot) for the range's days and the
 * actor's scope, so a year of a million orders is a few hundred rows. The figures are net of
 * refunds and count later payments of partial orders, both on the order's own day. A line's money
 * counts for the company selling its item; an order counts for each company holding a line of it,
 * and once over a subtree (`scope_orders`), as the transactions list counts it
 * (docs/product/reports-and-time-zones.md).
 */
import { dashboardDays, fillDays, localDayRange, type DashboardDays } from "@paydesk/domain";
import { DASHBOARD_TOP, type TDashboardWidgetRequest, type TTransactionMethod } from "@paydesk/validators";
import type { ActorTxContext } from "../platform/context.ts";
import { runHot } from "../platform/sql.ts";
import { reportTimeZone } from "../platform/time-zone.ts";
import { companyScope, type CompanyScope } from "./scope.ts";

interface Reading {
  days: DashboardDays;
  scope: CompanyScope;
  values: unknown[];
  /** Put before a widget's statement: empty, or the summary tables recounted on the reader's days. */
  source: string;
}

/**
 * Range and scope as the statements take them: $1 the first day, $2 the last, $3… the scope.
 * The kept summary rows are dayed in their own company's zone, so a subtree whose companies all
 * read the reader's zone sums them as they are. Where a company of the subtree keeps another zone
 * (a district in Chicago with a school in Los Angeles), its rows' days are not the reader's: the
 * widget then reads the same figures recounted from the range's orders (the triggers' own function,
 * dashboard_order_deltas), each dayed in the reader's zone, so a district's figures over any range
 * are its schools' figures over the same instants: no order counted twice, none missed.
 */
async function rangeAndScope(ctx: ActorTxContext, input: TDashboardWidgetRequest): Promise<Reading> {
  const [scope, zone] = await Promise.all([companyScope(ctx, input.companyId), reportTimeZone(ctx, input.companyId)]);
  const days = dashboardDays(input.range, ctx.now(), zone);
  const values = [days.from, days.to, ...scope.values];
  if (!(await otherZoneInScope(ctx, scope, zone))) return { days, scope, values, source: "" };
  const { start, end } = localDayRange(days.from, days.to, zone);
  values.push(start, end, zone);
  const at = values.length - 2;
  return { days, scope, values, source: recountedOnTheReadersDays(scope, `$${at}`, `$${at + 1}`, `$${at + 2}`) };
}

/** Whether a company of the scope keeps a zone of its own other than the reader's (the rest inherit it). */
async function otherZoneInScope(ctx: ActorTxContext, scope: CompanyScope, zone: string): Promise<boolean> {
  const [row] = await runHot<{ other: boolean }>(
    ctx.db,
    {
      text: `SELECT EXISTS (SELECT 1 FROM companies c WHERE c.time_zone IS NOT NULL AND c.time_zone <> $1 AND ${scope.where("c.id", 2)}) AS other`,
    },
    [zone, ...scope.values],
  );
  return row?.other ?? false;
}

/**
 * The three summary tables as CTEs of the same names (they shadow the tables in the statement
 * that follows): the deltas of the orders placed in [start, end) that book anything in the scope,
 * each on its order's day in the reader's zone.
 */
function recountedOnTheReadersDays(scope: CompanyScope, start: string, end: string, zone: string): string {
  // The orders of the scope's companies, and those holding a line of one (order_sellers).
  const ordersInScope = `(${scope.where("o.company_id", 3)} OR EXISTS (SELECT 1 FROM order_sellers os WHERE os.order_id = o.id AND ${scope.where("os.company_id", 3)}))`;
  return `WITH dz AS MATERIALIZED (
      SELECT d.company_id, (o.created_at AT TIME ZONE ${zone}::text)::date AS day, d.orders, d.scope_orders, d.item_id, d.units, d.method, d.kind, d.amount_cents
      FROM orders o CROSS JOIN LATERAL dashboard_order_deltas(o.id, o.company_id, o.created_at, 1) d
      WHERE o.created_at >= ${start}::timestamptz AND o.created_at < ${end}::timestamptz AND ${ordersInScope}
    ),
    dashboard_days AS (
      SELECT company_id, day, sum(orders)::int AS orders, sum(scope_orders)::int AS scope_orders, sum(amount_cents)::bigint AS amount_cents,
             coalesce(sum(amount_cents) FILTER (WHERE kind = 'FEE'), 0)::bigint AS fee_cents
      FROM dz GROUP BY company_id, day
    ),
    dashboard_item_days AS (
      SELECT company_id, day, item_id, sum(units)::int AS units, coalesce(sum(amount_cents) FILTER (WHERE kind = 'SALE'), 0)::bigint AS amount_cents
      FROM dz WHERE item_id IS NOT NULL GROUP BY company_id, day, item_id
    ),
    dashboard_method_days AS (
      SELECT company_id, day, method, sum(amount_cents)::bigint AS amount_cents FROM dz WHERE method IS NOT NULL GROUP BY company_id, day, method
    )
    `;
}

const inRange = (alias: string, scope: CompanyScope) => `${alias}.day BETWEEN $1::date AND $2::date AND ${scope.where(`${alias}.company_id`, 3)}`;

/** Sums come back as text: a bigint is a string from pg and a BigInt from Prisma's raw queries. */
const cents = (value: string | null | undefined) => Number(value ?? 0);

export interface DayPoint {
  day: string;
  orders: number;
  amountCents: number;
}

export interface TransactionsByDay {
  range: DashboardDays["range"];
  from: string;
  to: string;
  /** One point per day of the range (zero on days without orders). */
  points: DayPoint[];
  orders: number;
  amountCents: number;
}

export async function transactionsByDay(ctx: ActorTxContext, input: TDashboardWidgetRequest): Promise<TransactionsByDay> {
  const { days, scope, values, source } = await rangeAndScope(ctx, input);
  const rows = await runHot<{ day: string; orders: number; amount: string }>(
    ctx.db,
    {
      text: `${source}SELECT to_char(d.day, 'YYYY-MM-DD') AS day, sum(d.scope_orders)::int AS orders, sum(d.amount_cents)::text AS amount
             FROM dashboard_days d WHERE ${inRange("d", scope)} GROUP BY d.day ORDER BY d.day`,
    },
    values,
  );
  const points = fillDays(
    days.days,
    rows.map((r) => ({ day: r.day, orders: r.orders, amountCents: cents(r.amount) })),
    (day) => ({ day, orders: 0, amountCents: 0 }),
  );
  return {
    range: days.range,
    from: days.from,
    to: days.to,
    points,
    orders: points.reduce((sum, p) => sum + p.orders, 0),
    amountCents: points.reduce((sum, p) => sum + p.amountCents, 0),
  };
}

export interface LeaderboardRow {
  companyId: number;
  name: string;
  orders: number;
  amountCents: number;
}

/**
 * The companies of the scope that took the most money in the range
 * (docs/product/dashboard-images-promotions.md: top schools): each company's own lines' money and the orders
 * holding one of its lines. Only companies that sold in the range: a district whose schools sold keeps
 * summary rows of its own with no sale in them (its share of the orders two of its schools hold, figures
 * taken back to zero), and is listed only when it sold itself.
 */
export async function topSchools(ctx: ActorTxContext, input: TDashboardWidgetRequest): Promise<{ from: string; to: string; rows: LeaderboardRow[] }> {
  const { days, scope, values, source } = await rangeAndScope(ctx, input);
  const rows = await runHot<{ company_id: number; name: string; orders: number; amount: string }>(
    ctx.db,
    {
      text: `${source}SELECT t.company_id, c.name, t.orders, t.amount FROM (
               SELECT d.company_id, sum(d.orders)::int AS orders, sum(d.amount_cents) AS amount
               FROM dashboard_days d WHERE ${inRange("d", scope)} GROUP BY d.company_id
               HAVING sum(d.orders) <> 0 OR sum(d.amount_cents) <> 0
               ORDER BY amount DESC, d.company_id LIMIT ${DASHBOARD_TOP}
             ) t JOIN companies c ON c.id = t.company_id ORDER BY t.amount DESC, t.company_id`,
    },
    values,
  );
  return { from: days.from, to: days.to, rows: rows.map((r) => ({ companyId: r.company_id, name: r.name, orders: r.orders, amountCents: cents(r.amount) })) };
}

export interface ItemSalesRow {
  itemId: number;
  code: string;
  title: string;
  units: number;
  amountCents: number;
}

/** The items that sold the most in the range: units bought and the price booked (net of refunds). */
export async function salesByItem(ctx: ActorTxContext, input: TDashboardWidgetRequest): Promise<{ from: string; to: string; rows: ItemSalesRow[] }> {
  const { days, scope, values, source } = await rangeAndScope(ctx, input);
  const rows = await runHot<{ item_id: number; code: string; title: string; units: number; amount: string }>(
    ctx.db,
    {
      text: `${source}SELECT t.item_id, i.code, i.title, t.units, t.amount FROM (
               SELECT d.item_id, sum(d.units)::int AS units, sum(d.amount_cents) AS amount
               FROM dashboard_item_days d WHERE ${inRange("d", scope)} GROUP BY d.item_id
               ORDER BY amount DESC, d.item_id LIMIT ${DASHBOARD_TOP}
             ) t JOIN items i ON i.id = t.item_id ORDER BY t.amount DESC, t.item_id`,
    },
    values,
  );
  return {
    from: days.from,
    to: days.to,
    rows: rows.map((r) => ({ itemId: r.item_id, code: r.code, title: r.title, units: r.units, amountCents: cents(r.amount) })),
  };
}

export interface MethodSalesRow {
  method: TTransactionMethod;
  amountCents: number;
}

/** What each payment method brought in over the range (card, cash, check; net of refunds). */
export async function salesByMethod(ctx: ActorTxContext, input: TDashboardWidgetRequest): Promise<{ from: string; to: string; rows: MethodSalesRow[] }> {
  const { days, scope, values, source } = await rangeAndScope(ctx, input);
  const rows = await runHot<{ method: TTransactionMethod; amount: string }>(
    ctx.db,
    {
      text: `${source}SELECT d.method::text AS method, sum(d.amount_cents)::text AS amount
             FROM dashboard_method_days d WHERE ${inRange("d", scope)} GROUP BY d.method ORDER BY d.method`,
    },
    values,
  );
  return { from: days.from, to: days.to, rows: rows.map((r) => ({ method: r.method, amountCents: cents(r.amount) })) };
}

export interface FeesCollected {
  from: string;
  to: string;
  feeCents: number;
  /** Everything the range's orders kept, fees included: the fees' share is feeCents / amountCents. */
  amountCents: number;
  orders: number;
}

/** Convenience fees collected over the range (ledger kind FEE, refunds of fees taken off). */
export async function feesCollected(ctx: ActorTxContext, input: TDashboardWidgetRequest): Promise<FeesCollected> {
  const { days, scope, values, source } = await rangeAndScope(ctx, input);
  const [row] = await runHot<{ fees: string | null; amount: string | null; orders: number | null }>(
    ctx.db,
    {
      text: `${source}SELECT sum(d.fee_cents)::text AS fees, sum(d.amount_cents)::text AS amount, sum(d.scope_orders)::int AS orders
             FROM dashboard_days d WHERE ${inRange("d", scope)}`,
    },
    values,
  );
  return { from: days.from, to: days.to, feeCents: cents(row?.fees), amountCents: cents(row?.amount), orders: row?.orders ?? 0 };
}
