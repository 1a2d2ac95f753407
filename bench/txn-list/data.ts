/**
 * The transactions-list benchmark's data: one school with its payees, items and a report reader,
 * and ONE MILLION orders over the last 365 days, each with one line and one payment (card, cash or
 * check), written by `INSERT … SELECT … FROM generate_series` — generated inside the database, so
 * nothing crosses the wire (toolchain.md: createMany is 7–10× slower, COPY needs the rows in the
 * client first). The two trigram indexes are dropped for the load and built again from their own
 * definitions afterwards (one index build is much cheaper than a million GIN insertions). Reused
 * when a previous run left the orders in the database.
 */
import { performance } from "node:perf_hooks";
import type { Db } from "@paydesk/db";
import { childPath } from "@paydesk/domain";
import { hashPassword } from "@paydesk/services";
import type pg from "pg";

export const BENCH_COMPANY = "Bench Transactions Academy";
export const BENCH_ACCOUNT = { email: "bench-txn@bench.test", password: "Bench-Txn-1" };
const CHUNK_ORDERS = 100_000;
/** Dropped during the load, rebuilt after (migration transaction_list). */
const TRIGRAM_INDEXES = ["orders_payer_search_trgm_idx", "order_lines_item_search_trgm_idx"];

const FIRST = ["Maria", "James", "Aisha", "Wei", "Olivia", "Liam", "Sofia", "Noah", "Priya", "Lucas", "Emma", "Mateo", "Chloe", "Ethan", "Yuki", "Omar", "Grace", "Diego", "Hannah", "Kofi"];
const LAST = [
  "Garcia", "Smith", "Johnson", "Nguyen", "Patel", "Brown", "Kim", "Lopez", "Miller", "Davis", "Martinez", "Wilson", "Anderson", "Thomas", "Taylor",
  "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young",
  "Allen", "King", "Wright", "Scott", "Torres", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell",
  "Carter", "Roberts", "Okafor", "Kowalski", "Haddad",
];
const ITEMS = ["Lab Fee", "Field Trip", "Season Pass", "Yearbook", "Lunch Plan", "Band Trip", "Spirit Shirt", "Prom Tickets", "Club Dues", "Bus Pass", "Art Supplies", "Swim Lessons"];
const PAYEES = ["General Fund", "Athletics Fund", "Music Department", "PTA Account", "Yearbook Fund", "Field Trips Account"];

export interface BenchOrders {
  companyId: number;
  userId: number;
  orders: number;
  /** Seconds spent loading in this run; 0 when the orders were already there. */
  loadSeconds: number;
}

async function ensureCompany(db: Db): Promise<{ companyId: number; userId: number }> {
  const existing = await db.company.findFirst({ where: { name: BENCH_COMPANY } });
  if (existing) {
    const user = await db.user.findUniqueOrThrow({ where: { emailNormalized: BENCH_ACCOUNT.email } });
    return { companyId: existing.id, userId: user.id };
  }
  const district = await db.company.findFirstOrThrow({ where: { kind: "DISTRICT" }, orderBy: { id: "asc" } });
  const created = await db.company.create({
    data: { kind: "SCHOOL", name: BENCH_COMPANY, parentId: district.id, path: `pending:bench-txn:${Date.now()}` },
  });
  await db.company.update({ where: { id: created.id }, data: { path: childPath(district.path, created.id) } });
  for (const [i, name] of PAYEES.entries()) {
    const payee = await db.settlementAccount.create({ data: { companyId: created.id, name, reference: `BENCH-TXN-${i}` } });
    for (const [j, title] of ITEMS.entries()) {
      if (j % PAYEES.length !== i) continue;
      const code = `BTX${created.id}-${j}`;
      await db.item.create({ data: { companyId: created.id, code, slug: code.toLowerCase(), title, settlementAccountId: payee.id, amountCents: 1000 + j * 250 } });
    }
  }
  // A report reader of the bench school (built-in role 1: the master administrator).
  const user = await db.user.create({
    data: {
      kind: "ADMIN",
      companyId: created.id,
      email: BENCH_ACCOUNT.email,
      emailNormalized: BENCH_ACCOUNT.email,
      firstName: "Bench",
      lastName: "Reports",
      passwordHash: await hashPassword(BENCH_ACCOUNT.password),
      applications: ["SCHOOL"],
      roles: { create: [{ roleId: 1 }] },
    },
  });
  return { companyId: created.id, userId: user.id };
}

/**
 * Orders `from`…`to` of `total`, in time order over the 365 days before `$5` (ids follow time, as
 * in real life). Each column reads its own multiplicative hash of the row number, so names,
 * statuses, amounts and methods vary independently and identically on every run.
 */
const INSERT_ORDERS = `
  INSERT INTO orders (company_id, source, status, payer_name, payer_email, subtotal_cents, total_cents, paid_cents, created_at, updated_at)
  SELECT $1::int, (CASE WHEN h1 % 3 = 0 THEN 'ONLINE' ELSE 'TERMINAL' END)::"OrderSource",
         (CASE WHEN s < 90 THEN 'PAID' WHEN s < 95 THEN 'PARTIAL' WHEN s < 98 THEN 'REFUNDED' ELSE 'VOID' END)::"OrderStatus",
         first || ' ' || last, lower(first) || '.' || lower(last) || (h3 % 1000) || '@example.test',
         amount, amount, CASE WHEN s >= 90 AND s < 95 THEN amount / 2 ELSE amount END, created, created
  FROM (
    SELECT h1, h3, h5 % 100 AS s, 500 + (h2 % 200) * 25 AS amount,
           ($6::text[])[1 + h1 % cardinality($6::text[])] AS first, ($7::text[])[1 + h2 % cardinality($7::text[])] AS last,
           $5::timestamptz - interval '365 days' + (n::float8 / $4::int) * interval '365 days' AS created
    FROM (
      SELECT n,
             (n::bigint * 2654435761 % 4294967296) / 65536 AS h1,
             (n::bigint * 2246822519 % 4294967296) / 65536 AS h2,
             (n::bigint * 3266489917 % 4294967296) / 65536 AS h3,
             (n::bigint * 374761393 % 4294967296) AS h5
      FROM generate_series($2::int, $3::int) AS n
    ) hashes
  ) rows
  ORDER BY created`;

/** One line per order, of one of the school's items (its code, title and payee copied, as checkout does). */
const INSERT_LINES = `
  INSERT INTO order_lines (order_id, item_id, item_code, title, settlement_account_id, quantity, amount_cents, total_cents)
  SELECT o.id, ($4::int[])[k], ($5::text[])[k], ($6::text[])[k], ($7::int[])[k], 1, o.total_cents, o.total_cents
  FROM orders o CROSS JOIN LATERAL (SELECT 1 + (o.id * 2654435761 % 4294967296) % cardinality($4::int[]) AS k) pick
  WHERE o.company_id = $1 AND o.id > $2 AND o.id <= $3`;

/** One payment per order: card (70 %, with brand and last four), cash or check. */
const INSERT_PAYMENTS = `
  INSERT INTO payments (order_id, method, amount_cents, card_brand, card_last4, check_number, created_at)
  SELECT o.id, m.method::"PaymentMethod", o.paid_cents,
         CASE WHEN m.method = 'CARD' THEN 'visa' END,
         CASE WHEN m.method = 'CARD' THEN lpad(((o.id * 2246822519 % 4294967296) % 10000)::text, 4, '0') END,
         CASE WHEN m.method = 'CHECK' THEN (1000 + o.id % 9000)::text END, o.created_at
  FROM orders o
  CROSS JOIN LATERAL (SELECT CASE WHEN (o.id * 3266489917 % 4294967296) % 10 < 7 THEN 'CARD'
                                  WHEN (o.id * 3266489917 % 4294967296) % 10 < 9 THEN 'CASH' ELSE 'CHECK' END AS method) m
  WHERE o.company_id = $1 AND o.id > $2 AND o.id <= $3`;

/** Makes sure the bench school holds `target` orders; loads the missing ones. */
export async function prepareBenchOrders(db: Db, client: pg.ClientBase, target: number, log: (line: string) => void): Promise<BenchOrders> {
  const { companyId, userId } = await ensureCompany(db);
  const have = await db.order.count({ where: { companyId } });
  if (have >= target) return { companyId, userId, orders: have, loadSeconds: 0 };
  if (have > 0) throw new Error(`the bench school holds ${have} of ${target} orders: remove bench/.data (or the company "${BENCH_COMPANY}") and run again`);

  const items = await db.item.findMany({ where: { companyId }, orderBy: { id: "asc" }, select: { id: true, code: true, title: true, settlementAccountId: true } });
  const itemColumns = [items.map((i) => i.id), items.map((i) => i.code), items.map((i) => i.title), items.map((i) => i.settlementAccountId)];
  const started = performance.now();
  const definitions = await client.query<{ indexdef: string; indexname: string }>(
    "SELECT indexname, indexdef FROM pg_indexes WHERE indexname = ANY($1::text[])",
    [TRIGRAM_INDEXES],
  );
  for (const index of definitions.rows) await client.query(`DROP INDEX "${index.indexname}"`);
  try {
    const until = new Date();
    for (let from = 1; from <= target; from += CHUNK_ORDERS) {
      const to = Math.min(target, from + CHUNK_ORDERS - 1);
      const before = await client.query<{ max: number | null }>("SELECT max(id) AS max FROM orders");
      const lastId = before.rows[0]?.max ?? 0;
      await client.query(INSERT_ORDERS, [companyId, from, to, target, until, FIRST, LAST]);
      const after = await client.query<{ max: number }>("SELECT max(id) AS max FROM orders");
      await client.query(INSERT_LINES, [companyId, lastId, after.rows[0]!.max, ...itemColumns]);
      await client.query(INSERT_PAYMENTS, [companyId, lastId, after.rows[0]!.max]);
      log(`  ${to.toLocaleString("en-US")} orders (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    for (const index of definitions.rows) await client.query(index.indexdef);
  }
  const loadSeconds = (performance.now() - started) / 1000;
  log(`loaded ${target.toLocaleString("en-US")} orders with lines and payments, and rebuilt the trigram indexes, in ${loadSeconds.toFixed(0)} s`);
  // Fresh statistics and visibility map, as autovacuum would leave them soon after a bulk load, so
  // plans are stable and the covering index can answer counts without visiting the table.
  await client.query("VACUUM ANALYZE orders");
  await client.query("VACUUM ANALYZE order_lines");
  await client.query("VACUUM ANALYZE payments");
  return { companyId, userId, orders: target, loadSeconds };
}
