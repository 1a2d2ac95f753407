/**
 * The index experiment behind bench/README.md "Findings": the three list queries of cases.ts,
 * timed (median of 5 EXPLAIN ANALYZE) as migrated, then after adding candidate indexes one group
 * at a time. It changes the schema of the database it runs on, so it starts a throwaway embedded
 * PostgreSQL server (deleted at the end) unless `DATABASE_URL` names a throwaway database and
 * `BENCH_ALLOW_DDL=1` says so.
 *
 *   npm exec -w @paydesk/tests -- tsx ../bench/items-list/try-indexes.ts
 */
import { createDb, createPool, migrateDeploy, startEmbeddedPostgres } from "@paydesk/db";
import { isSeeded, seedDemoData } from "@paydesk/services";
import type pg from "pg";
import { print } from "../lib/report.ts";
import { benchCases, type BenchCase } from "./cases.ts";
import { prepareBenchCompany } from "./data.ts";

type Query = BenchCase["page"];

const external = process.env.DATABASE_URL;
if (external && process.env.BENCH_ALLOW_DDL !== "1") {
  throw new Error("this adds indexes and a column: set BENCH_ALLOW_DDL=1 to run it on DATABASE_URL (a throwaway database)");
}

async function medianMs(client: pg.ClientBase, query: Query): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const result = await client.query<{ "QUERY PLAN": [{ "Execution Time": number }] }>({
      text: `EXPLAIN (ANALYZE, FORMAT JSON) ${query.text}`,
      values: query.values,
    });
    times.push(result.rows[0]!["QUERY PLAN"][0]["Execution Time"]);
  }
  return times.sort((a, b) => a - b)[2]!.toFixed(1);
}

async function scans(client: pg.ClientBase, query: Query): Promise<string> {
  const result = await client.query<{ "QUERY PLAN": string }>({ text: `EXPLAIN ${query.text}`, values: query.values });
  return result.rows
    .map((row) => row["QUERY PLAN"])
    .filter((line) => /Scan.* on items|Sort Key/.test(line))
    .map((line) => line.replace(/\s*\(cost=[^)]*\)/, "").trim())
    .join("; ");
}

async function report(client: pg.ClientBase, label: string, cases: BenchCase[]): Promise<void> {
  print(`== ${label}`);
  for (const c of cases) {
    print(`  ${c.key}: page ${await medianMs(client, c.page)} ms (${await scans(client, c.page)})`);
    print(`  ${c.key}: count ${await medianMs(client, c.count)} ms (${await scans(client, c.count)})`);
  }
}

const embedded = external ? null : await startEmbeddedPostgres({ maxConnections: 4 });
const url = external ?? embedded!.url;
const db = createDb(url, { max: 1 });
const pool = createPool(url, { max: 1 });
try {
  await migrateDeploy(url);
  if (!(await isSeeded(db))) await seedDemoData(db);
  const client = await pool.connect();
  try {
    const { companyId } = await prepareBenchCompany(db, client, 100_000, print);
    const cases = benchCases(companyId);
    await report(client, "as migrated", cases);

    await client.query("CREATE INDEX bench_items_company_updated ON items (company_id, updated_at DESC, id DESC)");
    await client.query("CREATE INDEX bench_items_company_status ON items (company_id, status)");
    // An index-only count needs the visibility map that VACUUM sets.
    await client.query("VACUUM ANALYZE items");
    await report(client, "+ (company_id, updated_at DESC, id DESC) and (company_id, status)", cases);

    await client.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    await client.query("CREATE INDEX bench_items_title_code_trgm ON items USING gin (title gin_trgm_ops, code gin_trgm_ops)");
    await client.query("ANALYZE items");
    await report(client, "+ trigram index on title and code", cases);

    await client.query("CREATE INDEX bench_items_company_payee ON items (company_id, settlement_account_id, id)");
    await client.query("ANALYZE items");
    await report(client, "+ (company_id, settlement_account_id, id)", cases);

    await client.query("ALTER TABLE items ADD COLUMN bench_payee_name text");
    await client.query(
      "UPDATE items i SET bench_payee_name = sa.name FROM settlement_accounts sa WHERE sa.id = i.settlement_account_id",
    );
    await client.query("CREATE INDEX bench_items_company_payee_name ON items (company_id, bench_payee_name, id)");
    await client.query("VACUUM ANALYZE items");
    const payee = cases.find((c) => c.key === "payee")!;
    const denormalised = {
      text: payee.page.text.replace("ORDER BY i.payee_name", "ORDER BY i.bench_payee_name"),
      values: payee.page.values,
    };
    print("== payee name kept on the item, + (company_id, bench_payee_name, id)");
    print(`  payee: page ${await medianMs(client, denormalised)} ms (${await scans(client, denormalised)})`);
  } finally {
    client.release();
  }
} finally {
  await pool.end();
  await db.$disconnect();
  await embedded?.stop();
}
