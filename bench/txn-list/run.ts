/**
 * The transactions-list benchmark (bench/README.md): one million orders in one school,
 * then the default page, a search, an earlier date range and the totals, each timed through the
 * app — the real `transactions` procedures through a server-side tRPC caller (schema, guard,
 * service, mapping; the HTTP layer is the session bench's business) — and as bare SQL through pg,
 * one call after the other, interleaved, so both meet the same machine load.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createPool } from "@paydesk/db";
import { benchCaller, onOneClient } from "../lib/caller.ts";
import { envInt, type BenchEnv } from "../lib/env.ts";
import { machineInfo, machineLine, percentile, print, round, table } from "../lib/report.ts";
import { explain } from "../items-list/sql-load.ts";
import { txnCases, type TxnCase } from "./cases.ts";
import { prepareDashboardData } from "../dashboard/data.ts";

const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "results", "txn-list.json");

interface Timing {
  p50: number;
  p95: number;
}

const timingOf = (ms: number[]): Timing => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 2), p95: round(percentile(sorted, 95), 2) };
};

/** The order ids of a page, or the totals, as both sides answer them (to check they agree). */
function answerOf(procedure: TxnCase["procedure"], value: unknown): string {
  if (procedure === "deposit") {
    // The money of the range and how many (day, settlement account, account, tender) sums carry it.
    if (Array.isArray(value)) {
      const rows = value as { cents: string }[];
      return `${rows.reduce((sum, r) => sum + Number(r.cents), 0)}/${rows.filter((r) => Number(r.cents) !== 0).length}`;
    }
    const report = value as { totals: { totalCents: number }; days: { payees: { accounts: { byMethod: Record<string, number> }[] }[] }[] };
    const sums = report.days.flatMap((d) => d.payees.flatMap((p) => p.accounts.flatMap((a) => Object.values(a.byMethod).filter((c) => c !== 0))));
    return `${report.totals.totalCents}/${sums.length}`;
  }
  if (procedure === "totals") {
    const t = value as { count: number; amountCents?: number; amount?: string };
    return `${t.count}/${t.amountCents ?? Number(t.amount)}`;
  }
  const rows = (value as { rows?: { orderId: number }[] }).rows ?? (value as { id: number }[]).map((r) => ({ orderId: r.id }));
  return rows
    .slice(0, 50)
    .map((r) => r.orderId)
    .join(",");
}

/** EXPLAIN outline: scans, joins, sorts and the time. */
const outline = (plan: string[]) =>
  plan.filter((l) => /Scan|Join|Nested Loop|Sort|Aggregate|Limit|HashSetOp|Append|Execution Time/.test(l)).map((l) => l.replace(/\s*\(cost=[^)]*\)/, ""));

export async function runTxnListBench(env: BenchEnv): Promise<number> {
  const target = envInt("BENCH_TXN_ORDERS", 1_000_000);
  const iterations = envInt("BENCH_TXN_ITERATIONS", 40);
  const warmup = envInt("BENCH_TXN_WARMUP", 5);
  const pool = createPool(env.databaseUrl, { max: env.poolMax });
  try {
    // The ledger rows too (the dashboard bench's loader): the deposit report reads where each payment was booked.
    const data = await onOneClient(pool, (client) => prepareDashboardData(env.db, client, target, (line) => print(line)));
    const caller = await benchCaller(env, data.userId);
    const callApp = (c: TxnCase) =>
      c.procedure === "list"
        ? caller.transactions.list(c.input as never)
        : c.procedure === "deposit"
          ? caller.depositReport.get(c.input as never)
          : caller.transactions.totals(c.input as never);
    const callSql = async (c: TxnCase) => (await pool.query(c.sql)).rows;

    let failures = 0;
    const results = [];
    for (const c of txnCases(data.companyId, new Date())) {
      print(`${c.label}: ${warmup} warm-up + ${iterations} calls each, app and bare SQL interleaved…`);
      const app: number[] = [];
      const sql: number[] = [];
      let appAnswer = "";
      let sqlAnswer = "";
      for (let i = 0; i < warmup + iterations; i++) {
        let t0 = performance.now();
        const a = await callApp(c);
        const appMs = performance.now() - t0;
        t0 = performance.now();
        const s = await callSql(c);
        const sqlMs = performance.now() - t0;
        if (i >= warmup) {
          app.push(appMs);
          sql.push(sqlMs);
        }
        appAnswer = answerOf(c.procedure, a);
        sqlAnswer = answerOf(c.procedure, c.procedure === "totals" ? s[0] : s);
      }
      const matches = appAnswer === sqlAnswer;
      if (!matches) {
        failures++;
        console.error(`warning: ${c.label}: the app and the SQL disagree (${appAnswer.slice(0, 80)} vs ${sqlAnswer.slice(0, 80)})`);
      }
      const appStatements = await env.queries.record(() => callApp(c));
      const explainClient = await pool.connect();
      let plans;
      try {
        plans = {
          app: await Promise.all(appStatements.map(async (s) => ({ sql: s.text, plan: await explain(explainClient, s) }))),
          sql: await explain(explainClient, c.sql),
        };
      } finally {
        explainClient.release();
      }
      const appTiming = timingOf(app);
      const sqlTiming = timingOf(sql);
      results.push({
        key: c.key,
        label: c.label,
        input: c.input,
        app: appTiming,
        sql: sqlTiming,
        // Bare SQL time / app time at the median: 1 is the bare SQL's speed, 0.5 twice its time.
        ratio: round(sqlTiming.p50 / appTiming.p50, 2),
        appStatements: appStatements.length,
        rows: c.procedure === "list" ? appAnswer.split(",").filter(Boolean).length : null,
        matchesSql: matches,
        plans,
      });
    }

    const machine = machineInfo(env.loadAtStart);
    const report = {
      date: new Date().toISOString(),
      database: env.database,
      databaseVersion: env.databaseVersion,
      orders: data.orders,
      loadSeconds: round(data.loadSeconds, 1),
      iterations,
      machine,
      cases: results,
    };
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

    print();
    print("## Transactions list");
    print();
    print(
      `${data.orders.toLocaleString("en-US")} orders in one school over 365 days, each with a line and a payment` +
        (data.loadSeconds > 0 ? ` (loaded in ${round(data.loadSeconds)} s)` : " (already there)") +
        `; ${iterations} sequential calls per side after ${warmup} warm-up, interleaved. App: the tRPC procedure through a ` +
        "server-side caller; bare SQL: the same rows by hand through pg. Ratio: bare SQL p50 / app p50.",
    );
    print();
    print(
      table(
        ["Case", "app p50 / p95 ms", "bare SQL p50 / p95 ms", "ratio", "app statements", "same answer"],
        results.map((r) => [r.label, `${r.app.p50} / ${r.app.p95}`, `${r.sql.p50} / ${r.sql.p95}`, r.ratio, r.appStatements, r.matchesSql ? "yes" : "NO"]),
      ),
    );
    print();
    print(machineLine(machine, env.database, env.databaseVersion, report.date));
    for (const r of results) {
      print();
      print(`EXPLAIN ANALYZE outlines, ${r.label}`);
      r.plans.app.forEach((s, i) => print([`  app statement ${i + 1}:`, ...outline(s.plan).map((l) => `    ${l}`)].join("\n")));
      print([`  bare SQL:`, ...outline(r.plans.sql).map((l) => `    ${l}`)].join("\n"));
    }
    print();
    print(`written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
    return failures;
  } finally {
    await pool.end();
  }
}
