/**
 * What the summary triggers cost an order insert: the rows checkout writes for a one-line cash
 * order (order, line, payment, SALE and FEE ledger rows) as ONE statement, as checkout sends them,
 * timed with the dashboard's insert triggers on and off, in alternating rounds so both meet the
 * same machine load; once by one session, once by ten at a time (where a single summary row per
 * school and day would make them queue: the writer slots are what keeps them apart). The orders
 * go to a school of their own and stay.
 */
import { performance } from "node:perf_hooks";
import type pg from "pg";
import { percentile, round } from "../lib/report.ts";

const PAYER = "Bench Trigger Cost";
const COST_SCHOOL = "Bench Dashboard Trigger Cost School";
const TRIGGERS = [
  ["orders", "dashboard_orders_added"],
  ["order_lines", "dashboard_lines_added"],
  ["ledger_entries", "dashboard_ledger_added"],
] as const;

const INSERT_ORDER = `
  WITH o AS (
    INSERT INTO orders (company_id, source, status, payer_name, subtotal_cents, fee_cents, total_cents, paid_cents, updated_at)
    VALUES ($1, 'TERMINAL', 'PAID', $4, 1000, 30, 1030, 1030, now()) RETURNING id
  ), l AS (
    INSERT INTO order_lines (order_id, item_id, item_code, title, settlement_account_id, quantity, amount_cents, total_cents)
    SELECT o.id, $2, 'BENCH', 'Bench trigger cost', $3, 1, 1000, 1030 FROM o RETURNING id, order_id
  ), p AS (
    INSERT INTO payments (order_id, method, amount_cents) SELECT o.id, 'CASH', 1030 FROM o RETURNING id, order_id
  )
  INSERT INTO ledger_entries (order_id, payment_id, order_line_id, settlement_account_id, kind, amount_cents)
  SELECT p.order_id, p.id, l.id, $3, k.kind::"LedgerKind", k.amount
  FROM p JOIN l ON l.order_id = p.order_id CROSS JOIN (VALUES ('SALE', 1000), ('FEE', 30)) AS k(kind, amount)`;

export interface InsertTiming {
  p50: number;
  p95: number;
  perSecond: number;
}

export interface TriggerCost {
  inserts: number;
  sequential: { on: InsertTiming; off: InsertTiming };
  concurrent10: { on: InsertTiming; off: InsertTiming };
}

async function setTriggers(pool: pg.Pool, enabled: boolean): Promise<void> {
  for (const [table, trigger] of TRIGGERS) await pool.query(`ALTER TABLE ${table} ${enabled ? "ENABLE" : "DISABLE"} TRIGGER ${trigger}`);
}

/** `count` inserts over `sessions` connections at once; every insert its own transaction. */
async function insertMany(pool: pg.Pool, values: unknown[], count: number, sessions: number): Promise<{ ms: number[]; wallMs: number }> {
  const ms: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: sessions }, async () => {
      const client = await pool.connect();
      try {
        for (let i = 0; i < count / sessions; i++) {
          const t0 = performance.now();
          await client.query(INSERT_ORDER, values);
          ms.push(performance.now() - t0);
        }
      } finally {
        client.release();
      }
    }),
  );
  return { ms, wallMs: performance.now() - started };
}

const timingOf = (runs: { ms: number[]; wallMs: number }[]): InsertTiming => {
  const all = runs.flatMap((r) => r.ms).sort((a, b) => a - b);
  const wall = runs.reduce((sum, r) => sum + r.wallMs, 0);
  return { p50: round(percentile(all, 50), 2), p95: round(percentile(all, 95), 2), perSecond: round((all.length / wall) * 1000, 0) };
};

/** The orders go to a school of their own beside the bench school, so its figures do not move. */
async function costSchool(pool: pg.Pool, benchCompanyId: number): Promise<number> {
  const found = await pool.query<{ id: number }>("SELECT id FROM companies WHERE name = $1", [COST_SCHOOL]);
  if (found.rows[0]) return found.rows[0].id;
  const created = await pool.query<{ id: number }>(
    `INSERT INTO companies (kind, name, parent_id, path, updated_at)
     SELECT 'SCHOOL', $1, c.parent_id, 'pending', now() FROM companies c WHERE c.id = $2 RETURNING id`,
    [COST_SCHOOL, benchCompanyId],
  );
  const id = created.rows[0]!.id;
  await pool.query("UPDATE companies SET path = (SELECT p.path FROM companies p WHERE p.id = companies.parent_id) || $1 || '/' WHERE id = $1", [id]);
  return id;
}

/**
 * The trigger-cost school's own item, a copy of the bench school's first: a line counts for its
 * item's company, so orders of a bench school's item would move the bench school's figures (and
 * time the rarer path of an order holding another company's line).
 */
async function costItem(pool: pg.Pool, benchCompanyId: number, costCompanyId: number): Promise<{ id: number; settlement_account_id: number }> {
  const found = await pool.query<{ id: number; settlement_account_id: number }>(
    "SELECT id, settlement_account_id FROM items WHERE company_id = $1 ORDER BY id LIMIT 1",
    [costCompanyId],
  );
  if (found.rows[0]) return found.rows[0];
  const created = await pool.query<{ id: number; settlement_account_id: number }>(
    `INSERT INTO items SELECT (jsonb_populate_record(NULL::items, to_jsonb(i) || jsonb_build_object(
       'id', nextval(pg_get_serial_sequence('items', 'id')), 'company_id', $2::int, 'code', 'BENCH-COST-' || $2, 'quantity_sold', 0))).*
     FROM items i WHERE i.company_id = $1 ORDER BY i.id LIMIT 1
     RETURNING id, settlement_account_id`,
    [benchCompanyId, costCompanyId],
  );
  return created.rows[0]!;
}

/**
 * Orders an interrupted earlier run left in the bench school itself (it inserted there and then
 * deleted): moved to the trigger-cost school before any widget is timed. Those inserted with the
 * triggers on move their figures (the move trigger); those inserted with them off have none to
 * move, so they move with that trigger off and are booked where they land.
 */
export async function moveLeftoverCostOrders(pool: pg.Pool, benchCompanyId: number): Promise<number> {
  const costCompanyId = await costSchool(pool, benchCompanyId);
  const on = await pool.query("UPDATE orders SET company_id = $1 WHERE company_id = $2 AND payer_name = $3", [costCompanyId, benchCompanyId, `${PAYER} on`]);
  await pool.query("ALTER TABLE orders DISABLE TRIGGER dashboard_order_moved");
  let off;
  try {
    off = await pool.query("UPDATE orders SET company_id = $1 WHERE company_id = $2 AND payer_name = $3 RETURNING id", [costCompanyId, benchCompanyId, `${PAYER} off`]);
  } finally {
    await pool.query("ALTER TABLE orders ENABLE TRIGGER dashboard_order_moved");
  }
  await pool.query(
    `SELECT dashboard_book(ARRAY(SELECT dashboard_order_deltas(o.id, o.company_id, o.created_at, 1) FROM orders o WHERE o.id = ANY($1::int[])))`,
    [off.rows.map((r: { id: number }) => r.id)],
  );
  return (on.rowCount ?? 0) + (off.rowCount ?? 0);
}

export async function measureTriggerCost(pool: pg.Pool, companyId: number, rounds: number, perRound: number): Promise<TriggerCost> {
  const costCompanyId = await costSchool(pool, companyId);
  const startedAt = new Date();
  const item = await costItem(pool, companyId, costCompanyId);
  const base = [costCompanyId, item.id, item.settlement_account_id];
  const [on, off] = [[...base, `${PAYER} on`], [...base, `${PAYER} off`]];
  type Run = { ms: number[]; wallMs: number };
  const runs: Record<"seqOn" | "seqOff" | "conOn" | "conOff", Run[]> = { seqOn: [], seqOff: [], conOn: [], conOff: [] };
  try {
    // Warm-up: all ten connections open, statements planned, on both sides.
    await insertMany(pool, on, 50, 10);
    await setTriggers(pool, false);
    await insertMany(pool, off, 50, 10);
    // Alternate which side goes first, so neither always meets the other's leftovers.
    const side = async (enabled: boolean) => {
      await setTriggers(pool, enabled);
      (enabled ? runs.seqOn : runs.seqOff).push(await insertMany(pool, enabled ? on : off, perRound, 1));
      (enabled ? runs.conOn : runs.conOff).push(await insertMany(pool, enabled ? on : off, perRound, 10));
    };
    for (let round = 0; round < rounds; round++) {
      await side(round % 2 === 0);
      await side(round % 2 !== 0);
    }
  } finally {
    await setTriggers(pool, true);
  }
  // Orders made with the triggers off have no summary rows yet: booked now, so the trigger-cost
  // school's figures stay right. Nothing is deleted: a cascade from orders scans ledger_entries
  // once per line (no index on its order_line_id), which at this size takes far too long.
  await pool.query(
    `SELECT dashboard_book(ARRAY(SELECT dashboard_order_deltas(o.id, o.company_id, o.created_at, 1)
       FROM orders o WHERE o.company_id = $1 AND o.payer_name = $2 AND o.created_at >= $3))`,
    [costCompanyId, `${PAYER} off`, startedAt],
  );
  return {
    inserts: rounds * perRound,
    sequential: { on: timingOf(runs.seqOn), off: timingOf(runs.seqOff) },
    concurrent10: { on: timingOf(runs.conOn), off: timingOf(runs.conOff) },
  };
}
