/**
 * The counting after each phase, from the database and the clients' answers: money moved once
 * per purchase and no unit sold that was not there. Any finding fails the run.
 * - Double charges: an idempotency key answered with two orders; an order with more than one
 *   payment (the mix has no partial authorizations; a key's checkout_request names one order, so
 *   this is also payments per key); at the gateway simulator (its own books, gateway.ts) a key
 *   authorized twice and not voided, or more live authorizations than card payments.
 *   An order reached through two keys is reported too.
 * - Oversold: per item of the phase, `quantity_sold <= quantity_available`, the units of its
 *   order lines equal to `quantity_sold`, and the round's limited item sold out exactly (the
 *   burst's buyers kept going until refused).
 * - Lost answers: an order in the database that no client was answered.
 * - Books: each payment's ledger rows add up to it, each order's payments to what it says it
 *   was paid, and that to its total.
 */
import type pg from "pg";
import type { GatewayBooks } from "./gateway.ts";
import type { PhaseFigures } from "./stats.ts";

export interface RowsPerOrder {
  orders: number;
  lines: number;
  payments: number;
  ledger: number;
  checkoutRequests: number;
}

export interface AuditFindings {
  doubleCharges: number;
  oversoldUnits: number;
  problems: string[];
  rows: RowsPerOrder;
  /** Live authorizations the gateway simulator counted in the phase (null: not the app's phase). */
  gatewayAuthorized: number | null;
}

const ITEMS_OF_PHASE = `
  SELECT i.id, i.quantity_available, i.quantity_sold, COALESCE(SUM(ol.quantity), 0)::int AS units_in_lines
  FROM items i LEFT JOIN order_lines ol ON ol.item_id = i.id
  WHERE i.id = ANY($1::int[]) GROUP BY i.id ORDER BY i.id`;

const ORDERS_OF_PHASE = `
  SELECT o.id, o.total_cents, o.paid_cents,
         (SELECT COUNT(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
         (SELECT COUNT(*)::int FROM payments p WHERE p.order_id = o.id) AS payments,
         (SELECT COALESCE(SUM(p.amount_cents), 0)::int FROM payments p WHERE p.order_id = o.id) AS paid_sum,
         (SELECT COUNT(*)::int FROM ledger_entries e WHERE e.order_id = o.id) AS ledger,
         (SELECT COUNT(*)::int FROM payments p WHERE p.order_id = o.id AND p.amount_cents <>
            (SELECT COALESCE(SUM(e.amount_cents), 0) FROM ledger_entries e WHERE e.payment_id = p.id)) AS unbalanced_payments,
         (SELECT COUNT(*)::int FROM checkout_requests r WHERE r.order_id = o.id) AS requests
  FROM orders o
  WHERE o.id IN (SELECT DISTINCT order_id FROM order_lines WHERE item_id = ANY($1::int[]))`;

interface ItemRow {
  id: number;
  quantity_available: number;
  quantity_sold: number;
  units_in_lines: number;
}

interface OrderRow {
  id: number;
  total_cents: number;
  paid_cents: number;
  lines: number;
  payments: number;
  paid_sum: number;
  ledger: number;
  unbalanced_payments: number;
  requests: number;
}

export async function auditPhase(
  pool: pg.Pool,
  figures: PhaseFigures,
  items: { everyday: number[]; limited: number },
  limitedUnits: number,
  /** The app's phase: the simulator's books since the phase's mark. */
  gateway: { books: GatewayBooks; since: number } | null,
): Promise<AuditFindings> {
  const problems: string[] = [];
  let doubleCharges = 0;

  // What the clients were told.
  const answered = new Set<number>();
  let keysWithTwoOrders = 0;
  for (const [, orderIds] of figures.paidKeys) {
    if (new Set(orderIds).size > 1) keysWithTwoOrders++;
    orderIds.forEach((id) => answered.add(id));
  }
  if (keysWithTwoOrders > 0) problems.push(`${keysWithTwoOrders} idempotency keys answered with two different orders`);
  doubleCharges += keysWithTwoOrders;

  const phaseItems = [...items.everyday, items.limited];
  const orders = (await pool.query<OrderRow>(ORDERS_OF_PHASE, [phaseItems])).rows;
  const unanswered = orders.filter((o) => !answered.has(o.id)).length;
  // Not counted as double charges (a lost answer is not a second charge), but it fails the run.
  if (unanswered > 0)
    problems.push(
      `${unanswered} orders in the database that no client was answered (${orders.length} orders, ${answered.size} answered)`,
    );
  const extraPayments = orders.reduce((n, o) => n + Math.max(0, o.payments - 1), 0);
  if (extraPayments > 0) problems.push(`${extraPayments} payments beyond one per order`);
  doubleCharges += extraPayments;
  const extraRequests = orders.filter((o) => o.requests > 1).length;
  if (extraRequests > 0) problems.push(`${extraRequests} orders reached through more than one idempotency key`);

  let gatewayAuthorized: number | null = null;
  if (gateway) {
    const books = await gateway.books.audit(
      pool,
      gateway.since,
      orders.map((o) => o.id),
    );
    doubleCharges += books.doubleCharges;
    problems.push(...books.problems);
    gatewayAuthorized = books.authorized;
  }

  const noPayment = orders.filter((o) => o.payments === 0).length;
  const unbalanced = orders.filter(
    (o) => o.unbalanced_payments > 0 || o.paid_sum !== o.paid_cents || o.paid_cents !== o.total_cents,
  ).length;
  if (noPayment > 0) problems.push(`${noPayment} orders without a payment`);
  if (unbalanced > 0) problems.push(`${unbalanced} orders whose ledger rows, payments and totals do not add up`);

  let oversoldUnits = 0;
  for (const item of (await pool.query<ItemRow>(ITEMS_OF_PHASE, [phaseItems])).rows) {
    const over = Math.max(0, item.quantity_sold - item.quantity_available, item.units_in_lines - item.quantity_available);
    if (item.quantity_available > 0 && over > 0) {
      oversoldUnits += over;
      problems.push(
        `item ${item.id}: ${item.units_in_lines} units in order lines, quantity_sold ${item.quantity_sold}, only ${item.quantity_available} available`,
      );
    }
    if (item.units_in_lines !== item.quantity_sold)
      problems.push(`item ${item.id}: quantity_sold ${item.quantity_sold} but ${item.units_in_lines} units in order lines`);
    if (item.id === items.limited && item.units_in_lines !== limitedUnits) {
      problems.push(
        `limited item ${item.id}: ${item.units_in_lines} units sold of ${limitedUnits}; the burst must sell exactly all`,
      );
    }
  }
  if (figures.lastSeatsPaid !== limitedUnits)
    problems.push(`the clients were answered ${figures.lastSeatsPaid} paid last seats, ${limitedUnits} exist`);

  const sum = (pick: (o: OrderRow) => number) => orders.reduce((n, o) => n + pick(o), 0);
  const perOrder = (n: number) => Math.round((n / Math.max(1, orders.length)) * 100) / 100;
  return {
    doubleCharges,
    oversoldUnits,
    problems,
    gatewayAuthorized,
    rows: {
      orders: orders.length,
      lines: perOrder(sum((o) => o.lines)),
      payments: perOrder(sum((o) => o.payments)),
      ledger: perOrder(sum((o) => o.ledger)),
      checkoutRequests: perOrder(sum((o) => o.requests)),
    },
  };
}
