/**
 * The dashboard benchmark (bench/README.md "The dashboard bench"): the transactions-list
 * bench's million orders with their ledger rows, then each widget three ways (cases.ts): through
 * its procedure, as its bare summary SQL, and as the same figures from the orders themselves,
 * interleaved so all meet the same machine load, with the answers checked to agree; then what
 * the summary triggers cost an order insert (trigger-cost.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createPool } from "@paydesk/db";
import { benchCaller, onOneClient } from "../lib/caller.ts";
import { envInt, type BenchEnv } from "../lib/env.ts";
import { machineInfo, machineLine, percentile, print, round, table } from "../lib/report.ts";
import { dashboardCases, type DashboardCase } from "./cases.ts";
import { prepareDashboardData } from "./data.ts";
import { measureTriggerCost, moveLeftoverCostOrders } from "./trigger-cost.ts";

const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "results", "dashboard.json");

const timingOf = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 2), p95: round(percentile(sorted, 95), 2) };
};

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await work();
  return { ms: performance.now() - t0, value };
}

export async function runDashboardBench(env: BenchEnv): Promise<number> {
  const target = envInt("BENCH_TXN_ORDERS", 1_000_000);
  const iterations = envInt("BENCH_DASHBOARD_ITERATIONS", 40);
  const ordersIterations = envInt("BENCH_DASHBOARD_ORDERS_ITERATIONS", 5);
  const warmup = envInt("BENCH_DASHBOARD_WARMUP", 3);
  const pool = createPool(env.databaseUrl, { max: env.poolMax });
  try {
    const data = await onOneClient(pool, (client) => prepareDashboardData(env.db, client, target, (line) => print(line)));
    const moved = await moveLeftoverCostOrders(pool, data.companyId);
    if (moved > 0) print(`moved ${moved} orders an interrupted run left in the bench school to the trigger-cost school`);
    const caller = await benchCaller(env, data.userId);
    const callApp = (c: DashboardCase): Promise<unknown> => {
      const input = { module: "school" as const, ...(c.range ? { range: c.range } : {}) };
      return (caller.dashboard[c.procedure] as (i: typeof input) => Promise<unknown>)(input);
    };
    const callSql = async (sql: { text: string; values: unknown[] }) => (await pool.query(sql.text, sql.values)).rows as Record<string, unknown>[];

    let failures = 0;
    const results = [];
    for (const c of dashboardCases(data.companyId, new Date())) {
      print(`${c.label}: ${warmup} warm-up + ${iterations} calls of the app and its bare SQL, ${c.orders ? `${ordersIterations} from the orders, ` : ""}interleaved…`);
      const app: number[] = [];
      const bare: number[] = [];
      const fromOrders: number[] = [];
      const answers = { app: "", bare: "", orders: "" };
      for (let i = 0; i < warmup + iterations; i++) {
        const a = await timed(() => callApp(c));
        const b = await timed(() => callSql(c.bare));
        const o = c.orders && (i < warmup || i - warmup < ordersIterations) ? await timed(() => callSql(c.orders!)) : null;
        if (i >= warmup) {
          app.push(a.ms);
          bare.push(b.ms);
          if (o) fromOrders.push(o.ms);
        }
        answers.app = c.appAnswer(a.value);
        answers.bare = c.sqlAnswer(b.value);
        if (o) answers.orders = c.sqlAnswer(o.value);
      }
      const agree = answers.app === answers.bare && (!c.orders || answers.app === answers.orders);
      if (!agree) {
        failures++;
        console.error(`warning: ${c.label}: the answers disagree: app ${answers.app.slice(0, 120)} | bare ${answers.bare.slice(0, 120)} | orders ${answers.orders.slice(0, 120)}`);
      }
      const appTiming = timingOf(app);
      const bareTiming = timingOf(bare);
      const ordersTiming = fromOrders.length ? timingOf(fromOrders) : null;
      results.push({
        key: c.key,
        label: c.label,
        app: appTiming,
        bare: bareTiming,
        orders: ordersTiming,
        // Bare SQL time / app time at the median: 1 is the bare SQL's speed, 0.5 twice its time.
        ratio: round(bareTiming.p50 / appTiming.p50, 2),
        // How many times faster the summary rows answer than the orders themselves (app p50).
        speedup: ordersTiming ? round(ordersTiming.p50 / appTiming.p50, 0) : null,
        agree,
      });
    }

    const rounds = envInt("BENCH_DASHBOARD_TRIGGER_ROUNDS", 3);
    const perRound = envInt("BENCH_DASHBOARD_TRIGGER_INSERTS", 200);
    print(`trigger cost: ${rounds} rounds of ${perRound} order inserts, triggers on then off, by 1 session and by 10…`);
    const triggers = await measureTriggerCost(pool, data.companyId, rounds, perRound);

    const machine = machineInfo(env.loadAtStart);
    const report = {
      date: new Date().toISOString(),
      database: env.database,
      databaseVersion: env.databaseVersion,
      orders: data.orders,
      loadSeconds: round(data.loadSeconds, 1),
      ledgerSeconds: round(data.ledgerSeconds, 1),
      iterations,
      ordersIterations,
      machine,
      cases: results,
      triggers,
    };
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

    print();
    print("## Dashboard");
    print();
    print(
      `${data.orders.toLocaleString("en-US")} orders in one school over 365 days, each with a line, a payment and its SALE and FEE ledger rows` +
        (data.loadSeconds > 0 ? ` (orders loaded in ${round(data.loadSeconds)} s)` : "") +
        (data.ledgerSeconds > 0 ? ` (ledger booked in ${round(data.ledgerSeconds)} s, summaries by trigger)` : "") +
        `. App: the procedure through a server-side caller; bare: its summary SQL through pg; orders: the same figures from the ` +
        `orders, lines, payments and ledger. Ratio: bare p50 / app p50; speed-up: orders p50 / app p50.`,
    );
    print();
    print(
      table(
        ["Widget", "app p50 / p95 ms", "bare SQL p50 / p95 ms", "ratio", "from orders p50 / p95 ms", "speed-up", "same answer"],
        results.map((r) => [
          r.label,
          `${r.app.p50} / ${r.app.p95}`,
          `${r.bare.p50} / ${r.bare.p95}`,
          r.ratio,
          r.orders ? `${r.orders.p50} / ${r.orders.p95}` : "—",
          r.speedup ?? "—",
          r.agree ? "yes" : "NO",
        ]),
      ),
    );
    print();
    const t = triggers;
    print(`Order insert (order, line, payment, 2 ledger rows in one statement), ${t.inserts} per side, triggers on vs off:`);
    print(
      table(
        ["sessions", "on p50 / p95 ms", "off p50 / p95 ms", "on inserts/s", "off inserts/s"],
        [
          [1, `${t.sequential.on.p50} / ${t.sequential.on.p95}`, `${t.sequential.off.p50} / ${t.sequential.off.p95}`, t.sequential.on.perSecond, t.sequential.off.perSecond],
          [10, `${t.concurrent10.on.p50} / ${t.concurrent10.on.p95}`, `${t.concurrent10.off.p50} / ${t.concurrent10.off.p95}`, t.concurrent10.on.perSecond, t.concurrent10.off.perSecond],
        ],
      ),
    );
    print();
    print(machineLine(machine, env.database, env.databaseVersion, report.date));
    print(`written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
    return failures;
  } finally {
    await pool.end();
  }
}
