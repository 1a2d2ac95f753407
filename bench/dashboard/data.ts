/**
 * The dashboard bench's data: the transactions-list bench's million orders (bench/txn-list/data.ts,
 * reused as it is: one school, 365 days, a line and a payment each), plus what that loader does not
 * write and the dashboard reads: each payment's ledger rows, as checkout books them (the price as
 * SALE, a 3 % convenience fee as FEE), written inside the database by `INSERT … SELECT` in chunks.
 * The summary triggers book every chunk as one statement; the time is reported.
 */
import { performance } from "node:perf_hooks";
import type { Db } from "@paydesk/db";
import type pg from "pg";
import { prepareBenchOrders, type BenchOrders } from "../txn-list/data.ts";

const CHUNK_ORDERS = 100_000;

/** Each order's one payment booked on its one line: SALE and FEE rows adding up to the payment. */
const INSERT_LEDGER = `
  INSERT INTO ledger_entries (order_id, payment_id, order_line_id, settlement_account_id, kind, amount_cents, created_at)
  SELECT o.id, p.id, l.id, l.settlement_account_id, k.kind::"LedgerKind",
         CASE WHEN k.kind = 'FEE' THEN p.amount_cents * 3 / 100 ELSE p.amount_cents - p.amount_cents * 3 / 100 END, o.created_at
  FROM orders o
  JOIN payments p ON p.order_id = o.id
  JOIN order_lines l ON l.order_id = o.id
  CROSS JOIN (VALUES ('SALE'), ('FEE')) AS k(kind)
  WHERE o.company_id = $1 AND o.id >= $2 AND o.id < $3`;

export interface BenchLedger extends BenchOrders {
  ledgerSeconds: number;
}

export async function prepareDashboardData(db: Db, client: pg.ClientBase, target: number, log: (line: string) => void): Promise<BenchLedger> {
  const orders = await prepareBenchOrders(db, client, target, log);
  const booked = await client.query<{ present: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = (SELECT max(id) FROM orders WHERE company_id = $1)) AS present`,
    [orders.companyId],
  );
  if (booked.rows[0]?.present) return { ...orders, ledgerSeconds: 0 };
  const range = await client.query<{ min: number; max: number }>("SELECT min(id) AS min, max(id) AS max FROM orders WHERE company_id = $1", [orders.companyId]);
  const { min, max } = range.rows[0]!;
  const started = performance.now();
  for (let from = min; from <= max; from += CHUNK_ORDERS) {
    await client.query(INSERT_LEDGER, [orders.companyId, from, from + CHUNK_ORDERS]);
    log(`  ledger rows of orders up to ${Math.min(max, from + CHUNK_ORDERS - 1)} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  const ledgerSeconds = (performance.now() - started) / 1000;
  log(`booked the ledger of ${orders.orders.toLocaleString("en-US")} orders (and the dashboard's rows, by trigger) in ${ledgerSeconds.toFixed(0)} s`);
  await client.query("VACUUM ANALYZE ledger_entries");
  await client.query("VACUUM ANALYZE dashboard_days");
  await client.query("VACUUM ANALYZE dashboard_item_days");
  await client.query("VACUUM ANALYZE dashboard_method_days");
  return { ...orders, ledgerSeconds };
}
