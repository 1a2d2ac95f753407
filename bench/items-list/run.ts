/**
 * The items-list benchmark (bench/README.md): 100,000 items in one school, then three lists
 * through the real HTTP tRPC endpoint `items.list` and through a bare Express handler that runs
 * the same session statement and the list's page and count as bare SQL through pg
 * (lib/reference.ts), one after the other (never both at once: the embedded database runs one
 * query at a time and its socket server must not see two busy connections).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createPool } from "@paydesk/db";
import type pg from "pg";
import { envInt, type BenchEnv } from "../lib/env.ts";
import { comparePairs, signIn } from "../lib/http.ts";
import type { QueryRecorder } from "../lib/queries.ts";
import { machineInfo, print, round } from "../lib/report.ts";
import { benchCases, type BenchCase } from "./cases.ts";
import { BENCH_ACCOUNT, prepareBenchCompany } from "./data.ts";
import { printReport, type CaseResult, type Report } from "./report.ts";
import { explain } from "./sql-load.ts";

const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "results", "items-list.json");

interface TrpcPage {
  items: { id: number }[];
  total: number;
}

function listUrl(appUrl: string, input: BenchCase["input"]): string {
  // superjson's wire format: plain JSON under "json" (the input has no dates or maps).
  return `${appUrl}/trpc/items.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
}

async function fetchList(url: string, cookie: string): Promise<TrpcPage> {
  const res = await fetch(url, { headers: { cookie } });
  const body = (await res.json()) as { result?: { data?: { json?: TrpcPage } }; error?: unknown };
  const page = body.result?.data?.json;
  if (res.status !== 200 || !page) throw new Error(`items.list answered ${res.status}: ${JSON.stringify(body).slice(0, 500)}`);
  return page;
}

function compare(trpc: TrpcPage, sqlIds: number[], sqlTotal: number): string | null {
  const ids = trpc.items.map((i) => i.id);
  if (trpc.total !== sqlTotal) return `total ${trpc.total}, SQL ${sqlTotal}`;
  if (ids.join() !== sqlIds.join()) {
    const first = ids.findIndex((id, i) => id !== sqlIds[i]);
    return `rows differ from position ${first + 1} (${ids.length} rows, SQL ${sqlIds.length})`;
  }
  return null;
}

/** The median over a few sequential requests: now and then a request also refreshes its session. */
async function queriesPerRequest(url: string, cookie: string, queries: QueryRecorder): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 5; i++) {
    const before = queries.count();
    await fetchList(url, cookie);
    counts.push(queries.count() - before);
  }
  return counts.sort((a, b) => a - b)[2]!;
}

/** EXPLAIN ANALYZE of the statements one request ran against the items table (the page and the count). */
async function explainApp(
  pool: pg.Pool,
  url: string,
  cookie: string,
  queries: QueryRecorder,
): Promise<{ sql: string; plan: string[] }[]> {
  const statements = await queries.record(() => fetchList(url, cookie));
  const client = await pool.connect();
  try {
    const onItems = statements.filter((s) => /\bFROM "public"\."items"/.test(s.text));
    return await Promise.all(onItems.map(async (s) => ({ sql: s.text, plan: await explain(client, s) })));
  } finally {
    client.release();
  }
}

/** Returns the number of failed requests and mismatches (the comparison does not hold if any). */
export async function runItemsListBench(env: BenchEnv): Promise<number> {
  const target = envInt("BENCH_ITEMS", 100_000);
  const rounds = envInt("BENCH_LIST_ROUNDS", 1);
  // A slow list (a deep page, a busy machine) holds a connection for hundreds of milliseconds, so
  // the window must be long enough to finish many of them.
  const settings = {
    connections: env.settings.connections,
    seconds: envInt("BENCH_LIST_SECONDS", 20),
    warmupSeconds: envInt("BENCH_LIST_WARMUP_SECONDS", 5),
    // A request given up by the client still runs on the server; with work queued behind it the
    // rest slow down too, so a busy run would measure its own retries.
    timeoutSeconds: 60,
  };
  // As many connections as the app's pool (DATABASE_POOL_MAX, packages/db/src/resolve.ts).
  const pool = createPool(env.databaseUrl, { max: env.poolMax });
  try {
    const client = await pool.connect();
    let data;
    try {
      data = await prepareBenchCompany(env.db, client, target, (line) => print(line));
    } finally {
      client.release();
    }
    const cookie = await signIn(env.appUrl, BENCH_ACCOUNT);
    const cases = benchCases(data.companyId);
    env.reference.addCases(cases);

    const results: CaseResult[] = [];
    for (const benchCase of cases) {
      const url = listUrl(env.appUrl, benchCase.input);
      const page = await fetchList(url, cookie);
      const appQueriesPerRequest = await queriesPerRequest(url, cookie, env.queries);
      const appExplain = await explainApp(pool, url, cookie, env.queries);
      const [sqlPage, sqlCount] = [
        await pool.query<{ id: number }>(benchCase.page),
        await pool.query<{ total: number }>(benchCase.count),
      ];
      const mismatch = compare(
        page,
        sqlPage.rows.map((r) => r.id),
        sqlCount.rows[0]?.total ?? -1,
      );
      const plans = await pool.connect().then(async (c) => {
        try {
          return { page: await explain(c, benchCase.page), count: await explain(c, benchCase.count) };
        } finally {
          c.release();
        }
      });

      print(`${benchCase.label}: bare Express + pg, then tRPC (${rounds} round${rounds > 1 ? "s" : ""})…`);
      const [measured] = await comparePairs(
        [{ reference: `${env.reference.url}/items/${benchCase.key}`, app: url, headers: { cookie } }],
        settings,
        rounds,
      );
      const { reference: sql, app: trpc } = measured!;
      results.push({
        key: benchCase.key,
        label: benchCase.label,
        input: benchCase.input,
        trpc,
        sql,
        ratioTrpcToSql: round(measured!.ratio, 2),
        ratioRounds: measured!.ratios,
        appQueriesPerRequest,
        appExplain,
        matchesSql: mismatch === null,
        mismatch,
        explain: plans,
      });
    }

    const machine = machineInfo(env.loadAtStart);
    const report: Report & { insertSeconds: number } = {
      date: new Date().toISOString(),
      database: env.database,
      databaseVersion: env.databaseVersion,
      settings: { ...settings, items: data.items, poolMax: env.poolMax },
      machine,
      insertSeconds: round(data.insertSeconds, 2),
      cases: results,
    };
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

    printReport(report, data.insertSeconds, RESULTS_FILE);

    let failures = 0;
    for (const r of results) {
      if (r.mismatch) console.error(`warning: ${r.label}: items.list and the SQL disagree (${r.mismatch})`);
      const idle = r.trpc.requests === 0 || r.sql.requests === 0;
      if (idle) console.error(`warning: ${r.label}: no request finished in the measured time; raise BENCH_SECONDS`);
      failures += r.trpc.non2xx + r.trpc.errors + r.sql.errors + (r.mismatch ? 1 : 0) + (idle ? 1 : 0);
    }
    return failures;
  } finally {
    await pool.end();
  }
}
