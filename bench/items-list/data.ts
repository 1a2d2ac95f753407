/**
 * The items-list benchmark's data: one school with its own payees, categories and administrator,
 * and 100,000 items written by multi-row `INSERT … SELECT … FROM generate_series` — generated
 * inside the database, so nothing crosses the wire (createMany is 7–10× slower, toolchain.md).
 * Reused when a previous run left it in the database.
 */
import { performance } from "node:perf_hooks";
import type { Db } from "@paydesk/db";
import { childPath } from "@paydesk/domain";
import { hashPassword } from "@paydesk/services";
import type pg from "pg";

export const BENCH_COMPANY = "Bench Items Academy";
export const BENCH_ACCOUNT = { email: "bench-items@bench.test", password: "Bench-Items-1" };
const CHUNK_ROWS = 20_000;

const PAYEES = [
  "Athletics Fund",
  "Band Boosters",
  "Cafeteria Services",
  "Drama Club",
  "Field Trips Account",
  "General Fund",
  "Library Fund",
  "Music Department",
  "PTA Account",
  "Robotics Club",
  "Science Department",
  "Student Council",
  "Yearbook Fund",
  "Art Department",
  "Chess Club",
  "Debate Team",
  "Garden Club",
  "History Society",
  "Language Club",
  "Math Team",
  "Photography Club",
  "Spanish Club",
  "Theatre Arts",
  "Volleyball Boosters",
];
const CATEGORIES = ["Athletics", "Clubs", "Fees", "Field Trips", "Food", "Music", "Supplies", "Yearbook"];
const SEASONS = ["Spring", "Fall", "Winter", "Summer", "Annual", "Monthly"];
const NOUNS = [
  "Lab Fee",
  "Field Trip",
  "Season Pass",
  "Camp",
  "Uniform",
  "Tutoring",
  "Lunch Plan",
  "Yearbook",
  "Concert Tickets",
  "Robotics Kit",
  "Club Dues",
  "Locker Rental",
  "Parking Permit",
  "Art Supplies",
  "Musical Tickets",
  "Bus Pass",
  "Band Trip",
  "Science Fair",
  "Book Fair",
  "Graduation Gown",
  "Prom Tickets",
  "Spirit Shirt",
  "Library Fine",
  "Chess Tournament",
  "Debate Trip",
  "Garden Plot",
  "Photo Package",
  "Swim Lessons",
  "Theatre Workshop",
  "Math Camp",
];

export interface BenchCompany {
  companyId: number;
  items: number;
  /** Seconds spent inserting items in this run; 0 when they were already there. */
  insertSeconds: number;
}

async function ensureCompany(db: Db): Promise<number> {
  const existing = await db.company.findFirst({ where: { name: BENCH_COMPANY } });
  if (existing) return existing.id;
  const district = await db.company.findFirstOrThrow({ where: { kind: "DISTRICT" }, orderBy: { id: "asc" } });
  const created = await db.company.create({
    data: {
      kind: "SCHOOL",
      name: BENCH_COMPANY,
      parentId: district.id,
      path: `pending:bench:${Date.now()}`,
      defaultTaxHundredths: 825,
    },
  });
  await db.company.update({ where: { id: created.id }, data: { path: childPath(district.path, created.id) } });
  await db.settlementAccount.createMany({
    data: PAYEES.map((name, i) => ({ companyId: created.id, name, reference: `BENCH-${i}`, cardRateHundredths: 250 + i * 5 })),
  });
  await db.category.createMany({ data: CATEGORIES.map((name) => ({ companyId: created.id, name })) });
  // A master administrator (built-in role 1) of the bench school, signed in through /login.
  await db.user.create({
    data: {
      kind: "ADMIN",
      companyId: created.id,
      email: BENCH_ACCOUNT.email,
      emailNormalized: BENCH_ACCOUNT.email,
      firstName: "Bench",
      lastName: "Admin",
      passwordHash: await hashPassword(BENCH_ACCOUNT.password),
      applications: ["SCHOOL"],
      roles: { create: [{ roleId: 1 }] },
    },
  });
  return created.id;
}

/**
 * Rows `from`…`to` of the generated catalogue. Each column reads its own multiplicative hash of
 * the row number (high bits: the low bits of n × odd mod 2^32 follow n), so titles, kinds,
 * states, payees, categories and dates vary independently and identically on every run.
 */
const INSERT_ITEMS = `
  INSERT INTO items (company_id, code, slug, title, type, status, is_draft, active, visible, category_id,
                     settlement_account_id, description, amount_cents, created_at, updated_at)
  SELECT $1::int, 'BENCH' || $1::int || '-' || lpad(n::text, 6, '0'), replace(title, ' ', '-'), title,
         (CASE WHEN k < 50 THEN 'BASIC' WHEN k < 65 THEN 'RECURRING' WHEN k < 80 THEN 'EVENT'
               WHEN k < 88 THEN 'MULTI' WHEN k < 95 THEN 'PROMO' ELSE 'BLACKBOARD' END)::"ItemType",
         (CASE WHEN s < 80 THEN 'ACTIVE' WHEN s < 92 THEN 'DRAFT' ELSE 'TRASH' END)::"ItemStatus",
         s >= 80 AND s < 92, s < 80, s < 72,
         CASE WHEN h4 % 5 = 0 THEN NULL ELSE ($5::int[])[1 + h1 % cardinality($5::int[])] END,
         CASE WHEN h2 % 100 < 3 THEN NULL ELSE ($4::int[])[1 + h3 % cardinality($4::int[])] END,
         '<p>' || title || '</p>', 500 + (h2 % 400) * 25, created, created + (now() - created) * ((h4 % 1000) / 1000.0)
  FROM (
    SELECT n, h1, h2, h3, h4, h1 % 100 AS k, h5 % 100 AS s,
           ($6::text[])[1 + h2 % cardinality($6::text[])] || ' ' || ($7::text[])[1 + h3 % cardinality($7::text[])]
             || ' ' || (2019 + h4 % 8) AS title,
           now() - make_interval(mins => (h5 % 1576800)::int) AS created
    FROM (
      SELECT n,
             (n::bigint * 2654435761 % 4294967296) / 65536 AS h1,
             (n::bigint * 2246822519 % 4294967296) / 65536 AS h2,
             (n::bigint * 3266489917 % 4294967296) / 65536 AS h3,
             (n::bigint * 668265263 % 4294967296) / 65536 AS h4,
             (n::bigint * 374761393 % 4294967296) AS h5
      FROM generate_series($2::int, $3::int) AS n
    ) hashes
  ) rows`;

/** Makes sure the bench school holds `target` items; inserts the missing ones. */
export async function prepareBenchCompany(
  db: Db,
  client: pg.ClientBase,
  target: number,
  log: (line: string) => void,
): Promise<BenchCompany> {
  const companyId = await ensureCompany(db);
  const have = await db.item.count({ where: { companyId } });
  if (have >= target) return { companyId, items: have, insertSeconds: 0 };

  const payees = (await db.settlementAccount.findMany({ where: { companyId }, orderBy: { id: "asc" } })).map((p) => p.id);
  const categories = (await db.category.findMany({ where: { companyId }, orderBy: { id: "asc" } })).map((c) => c.id);
  const started = performance.now();
  for (let from = have + 1; from <= target; from += CHUNK_ROWS) {
    const to = Math.min(target, from + CHUNK_ROWS - 1);
    await client.query(INSERT_ITEMS, [companyId, from, to, payees, categories, SEASONS, NOUNS]);
  }
  const insertSeconds = (performance.now() - started) / 1000;
  // Fresh statistics, as autovacuum would gather soon after a bulk load, so plans are stable.
  await client.query("ANALYZE items");
  log(`inserted ${target - have} items in ${insertSeconds.toFixed(1)} s`);
  return { companyId, items: target, insertSeconds };
}
