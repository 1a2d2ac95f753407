/**
 * The checkout benchmark (bench/README.md "The checkout bench"): orders per second
 * through the real app's checkout shim with 50 concurrent cashiers, against the same orders
 * written by a bare SQL transaction through pg with 50 connections, in the same run; then the
 * counting: 0 double charges and 0 oversold units, or the run fails.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createPool } from "@paydesk/db";
import { envInt, type BenchEnv } from "../lib/env.ts";
import { signIn } from "../lib/http.ts";
import { machineInfo, print, round } from "../lib/report.ts";
import { auditPhase } from "./audit.ts";
import { prepareCheckoutData, STAFF_PASSWORD, staffEmail, type PhaseItems } from "./data.ts";
import type { DriverAnswer, DriverMessage, PhaseRequest } from "./driver.ts";
import { gatewayBooks, useGateway } from "./gateway.ts";
import { printCheckoutReport } from "./report.ts";
import type { PhaseFigures } from "./stats.ts";
import type { CheckoutRound, CheckoutSettings, MeasuredPhase } from "./types.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = path.join(HERE, "..", "results", "checkout.json");

function startDriver(): { child: ChildProcess; run(request: PhaseRequest): Promise<PhaseFigures>; stop(): Promise<void> } {
  // The same loader flags as this process (tsx), so the driver runs from its TypeScript source.
  const child = fork(path.join(HERE, "driver.ts"), [], {
    execArgv: process.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return {
    child,
    run: (request) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the load driver exited with ${code}`));
        child.once("exit", onExit);
        child.once("message", (answer: DriverAnswer) => {
          child.removeListener("exit", onExit);
          if (answer.type === "done") resolve(answer.figures);
          else reject(new Error(`the load driver failed: ${answer.message}`));
        });
        child.send({ type: "phase", request } satisfies DriverMessage);
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || !child.connected) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.send({ type: "stop" } satisfies DriverMessage);
      }),
  };
}

/** Returns the number of failures (unexpected answers, double charges, oversold units, broken books). */
export async function runCheckoutBench(env: BenchEnv): Promise<number> {
  const settings: CheckoutSettings = {
    clients: envInt("BENCH_CHECKOUT_CLIENTS", 50),
    seconds: envInt("BENCH_CHECKOUT_SECONDS", 30),
    warmupSeconds: envInt("BENCH_CHECKOUT_WARMUP_SECONDS", 10),
    firstWarmupSeconds: envInt("BENCH_CHECKOUT_FIRST_WARMUP_SECONDS", 30),
    rounds: envInt("BENCH_CHECKOUT_ROUNDS", 2),
    lastSeats: envInt("BENCH_CHECKOUT_LAST_SEATS", 100),
    withApp: (process.env.BENCH_CHECKOUT_TARGETS ?? "sql,app").split(",").includes("app"),
  };
  const loadAtStart = env.loadAtStart;
  const data = await prepareCheckoutData(env.db, {
    clients: settings.clients,
    rounds: settings.rounds,
    limitedUnits: settings.lastSeats,
  });
  const cookies: string[] = [];
  for (let i = 0; i < (settings.withApp ? settings.clients : 0); i++)
    cookies.push(await signIn(env.appUrl, { email: staffEmail(i), password: STAFF_PASSWORD }));
  print();
  print(
    `checkout: ${settings.clients} cashiers signed in; run ${data.runId}; measuring ${settings.rounds} rounds of bare SQL then the app…`,
  );

  const gateway = await useGateway();
  const books = gatewayBooks(gateway.simulator);
  print(`checkout charges cards through ${gateway.url} over HTTP${gateway.simulator ? " (the simulator process)" : ""}`);
  const auditPool = createPool(env.databaseUrl, { max: 2 });
  const driver = startDriver();
  const rounds: CheckoutRound[] = [];
  let failures = 0;
  try {
    for (let r = 0; r < settings.rounds; r++) {
      const phase = async (name: "sql" | "app", items: PhaseItems): Promise<MeasuredPhase> => {
        const request: PhaseRequest = {
          phase: name,
          round: r,
          runId: data.runId,
          warmupSeconds: r === 0 ? settings.firstWarmupSeconds : settings.warmupSeconds,
          seconds: settings.seconds,
          everyday: items.everyday[r]!,
          limitedItemId: items.limited[r]!,
          ...(name === "app"
            ? { appUrl: env.appUrl, cookies }
            : { databaseUrl: env.databaseUrl, cartIds: data.referenceCartIds, companyId: data.companyId }),
        };
        const before = (await books?.mark()) ?? { since: 0, cpuMicros: 0 };
        const since = before.since;
        const busyBefore = performance.eventLoopUtilization();
        const cpuBefore = process.cpuUsage();
        const statementsBefore = env.queries.count();
        const { paidKeys, ...figures } = await driver.run(request);
        // This process serves the app: its main thread's busy time is the app's CPU per order.
        const busy = performance.eventLoopUtilization(busyBefore);
        const cpu = process.cpuUsage(cpuBefore);
        if (name === "app") {
          figures.appMsPerOrder = round(busy.active / Math.max(1, figures.paidInPhase), 2);
          figures.appCpuMsPerOrder = round((cpu.user + cpu.system) / 1000 / Math.max(1, figures.paidInPhase), 2);
          // Every statement of the phase: session reads, adds, checkouts, refused last-seat attempts.
          if (books) {
            const after = await books.mark();
            figures.gatewayCpuMsPerOrder = round(
              (after.cpuMicros - before.cpuMicros) / 1000 / Math.max(1, figures.paidInPhase),
              2,
            );
          }
          figures.appStatementsPerOrder = round((env.queries.count() - statementsBefore) / Math.max(1, figures.paidInPhase), 1);
        }
        const gateway = name === "app" && books ? { books, since } : null;
        const audit = await auditPhase(
          auditPool,
          { ...figures, paidKeys },
          { everyday: items.everyday[r]!, limited: items.limited[r]! },
          settings.lastSeats,
          gateway,
        );
        print(
          `round ${r + 1} ${name}: ${figures.ordersPerSecond} orders/s (${figures.orders} in ${figures.seconds} s), ` +
            `order p50 ${figures.orderLatencyMs.p50} ms p99 ${figures.orderLatencyMs.p99} ms; last seats ${figures.lastSeatsPaid} paid, ${figures.lastSeatsRefused} refused; ` +
            `${audit.doubleCharges} double charges, ${audit.oversoldUnits} oversold units, ${Object.values(figures.failures).reduce((a, b) => a + b, 0)} failures`,
        );
        return { figures, audit };
      };
      const sql = await phase("sql", data.sql);
      const app = settings.withApp ? await phase("app", data.app) : undefined;
      rounds.push({
        sql,
        app,
        ratio: app ? round(app.figures.ordersPerSecond / Math.max(sql.figures.ordersPerSecond, 1e-9), 3) : null,
      });
    }
  } finally {
    await driver.stop();
    await auditPool.end();
    await gateway.simulator?.stop();
  }

  const machine = machineInfo(loadAtStart);
  const byRatio = (x: CheckoutRound) => x.ratio ?? x.sql.figures.ordersPerSecond;
  const median = [...rounds].sort((a, b) => byRatio(a) - byRatio(b))[Math.floor((rounds.length - 1) / 2)]!;
  const results = {
    date: new Date().toISOString(),
    database: env.database,
    databaseVersion: env.databaseVersion,
    appPoolMax: env.poolMax,
    settings,
    machine,
    runId: data.runId,
    median: rounds.indexOf(median),
    rounds,
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  printCheckoutReport(results);
  print(`written to ${path.relative(process.cwd(), RESULTS_FILE)}`);

  const phasesOf = (r: CheckoutRound) => (r.app ? [r.sql, r.app] : [r.sql]);
  for (const r of rounds) {
    for (const measured of phasesOf(r)) {
      failures += Object.values(measured.figures.failures).reduce((a, b) => a + b, 0);
      failures += measured.figures.doubleClickMismatches + measured.audit.problems.length;
    }
  }
  const problems = rounds.flatMap((r, i) =>
    phasesOf(r).flatMap((m) => m.audit.problems.map((p) => `round ${i + 1} ${m.figures.phase}: ${p}`)),
  );
  if (problems.length > 0 || failures > 0) {
    console.error("\n!!! CHECKOUT BENCH FAILED: the counting found what must never happen, or requests failed !!!");
    for (const problem of problems) console.error(`  - ${problem}`);
    for (const r of rounds)
      for (const m of phasesOf(r))
        for (const sample of m.figures.failureSamples) console.error(`  - ${m.figures.phase}: ${sample}`);
  }
  return failures;
}
