/**
 * The dashboard's widgets over a date range. Each reads the summary rows the database
 * keeps (migration `dashboard`: per company, day in its time zone and writer slot) for the range's days and the
 * actor's scope, so a year of a million orders is a few hundred rows. The figures are net of
 * refunds and count later payments of partial orders, both on the order's own day. A line's money
 * counts for the company selling its item; an order counts for each company holding a line of it,
 * and once over a subtree (`scope_orders`), as the transactions list counts it (CONVENTIONS §11).
 */
import { dashboardDays, fillDays, type DashboardDays } from "@paydesk/domain";
import { DASHBOARD_TOP, type TDashboardWidgetRequest, type TTransactionMethod } from "@paydesk/validators";
import type { ActorTxContext } from "../platform/context.ts";
import { runHot } from "../platform/sql.ts";
import { reportTimeZone } from "../dates/time-zone.ts";
import { companyScope, type CompanyScope } from "./scope.ts";

/** Range and scope as the statements take them: $1 the first day, $2 the last, $3… the scope. */
async function rangeAndScope(ctx: ActorTxContext, input: TDashboardWidgetRequest): Promise<{ days: DashboardDays; scope: CompanyScope; values: unknown[] }> {
  const scope = await companyScope(ctx, input.companyId);
  const days = dashboardDays(input.range, ctx.now(), await reportTimeZone(ctx, input.companyId));
  return { days, scope, values: [days.from, days.to, ...scope.values] };
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
  const { days, scope, values } = await rangeAndScope(ctx, input);
  const rows = await runHot<{ day: string; orders: number; amount: string }>(
    ctx.db,
    {
      text: `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, sum(d.scope_orders)::int AS orders, sum(d.amount_cents)::text AS amount
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
 * The companies of the scope that took the most money in the range (spec 1: top schools): each
 * company's own lines' money and the orders holding one of its lines.
 */
export async function topSchools(ctx: ActorTxContext, input: TDashboardWidgetRequest): Promise<{ from: string; to: string; rows: LeaderboardRow[] }> {
  const { days, scope, values } = await rangeAndScope(ctx, input);
  const rows = await runHot<{ company_id: number; name: string; orders: number; amount: string }>(
    ctx.db,
    {
      text: `SELECT t.company_id, c.name, t.orders, t.amount FROM (
               SELECT d.company_id, sum(d.orders)::int AS orders, sum(d.amount_cents) AS amount
               FROM dashboard_days d WHERE ${inRange("d", scope)} GROUP BY d.company_id
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
  const { days, scope, values } = await rangeAndScope(ctx, input);
  const rows = await runHot<{ item_id: number; code: string; title: string; units: number; amount: string }>(
    ctx.db,
    {
      text: `SELECT t.item_id, i.code, i.title, t.units, t.amount FROM (
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
  const { days, scope, values } = await rangeAndScope(ctx, input);
  const rows = await runHot<{ method: TTransactionMethod; amount: string }>(
    ctx.db,
    {
      text: `SELECT d.method::text AS method, sum(d.amount_cents)::text AS amount
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
  const { days, scope, values } = await rangeAndScope(ctx, input);
  const [row] = await runHot<{ fees: string | null; amount: string | null; orders: number | null }>(
    ctx.db,
    {
      text: `SELECT sum(d.fee_cents)::text AS fees, sum(d.amount_cents)::text AS amount, sum(d.scope_orders)::int AS orders
             FROM dashboard_days d WHERE ${inRange("d", scope)}`,
    },
    values,
  );
  return { from: days.from, to: days.to, feeCents: cents(row?.fees), amountCents: cents(row?.amount), orders: row?.orders ?? 0 };
}
