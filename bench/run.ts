/**
 * PayDesk HTTP benchmark (bench/README.md): the authenticated tRPC query against a bare Express
 * handler under the same load, then sequential sign-ins. One process holds both servers; the load
 * generator runs in a worker thread, the embedded database in its own child process.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createDb, migrateDeploy, startEmbeddedPostgres } from "@paydesk/db";
import { createApp } from "@paydesk/server/app";
import { readConfig } from "@paydesk/server/config";
import { createLogger } from "@paydesk/server/logger";
import { isSeeded, seedDemoData } from "@paydesk/services";
import autocannon from "autocannon";
import express from "express";

const SETTINGS = {
  connections: envInt("BENCH_CONNECTIONS", 10),
  seconds: envInt("BENCH_SECONDS", 8),
  warmupSeconds: envInt("BENCH_WARMUP_SECONDS", 2),
  logins: envInt("BENCH_LOGINS", 30),
};
const ACCOUNT = { email: "school@demo.test", password: "School-Demo-1" };
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "results", "latest.json");

interface LoadFigures {
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
}

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

const print = (text = "") => process.stdout.write(`${text}\n`);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
/** autocannon records whole milliseconds: 0 means under 1 ms. */
const wholeMs = (n: number) => (n < 1 ? "<1" : String(n));

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, "127.0.0.1", (error?: Error) => {
      if (error) return reject(error);
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ACCOUNT),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("pd_session="));
  if (res.status !== 200 || !cookie) throw new Error(`POST /login answered ${res.status}: ${await res.text()}`);
  return cookie.split(";")[0] ?? "";
}

/** A warm-up run (discarded), then the measured run, both with the same settings. */
async function load(url: string, headers: Record<string, string>): Promise<LoadFigures> {
  // One worker thread: the load generator must not share the server's event loop.
  const options = { url, headers, connections: SETTINGS.connections, workers: 1 };
  await autocannon({ ...options, duration: SETTINGS.warmupSeconds });
  const r: autocannon.Result = await autocannon({ ...options, duration: SETTINGS.seconds });
  return {
    requestsPerSecond: round(r.requests.total / r.duration, 0),
    latencyMs: { mean: round(r.latency.mean, 2), p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

interface LoginFigures {
  count: number;
  p50: number;
  p95: number;
  mean: number;
  max: number;
}

async function measureLogins(baseUrl: string): Promise<LoginFigures> {
  const times: number[] = [];
  for (let i = 0; i < SETTINGS.logins; i++) {
    const start = performance.now();
    await signIn(baseUrl);
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: times.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    mean: round(times.reduce((a, b) => a + b, 0) / times.length),
    max: round(sorted.at(-1) ?? NaN),
  };
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`;
  return [line(cells[0] ?? []), rule, ...cells.slice(1).map(line)].join("\n");
}

async function main(): Promise<void> {
  process.env.NODE_ENV ??= "production";
  const cleanup: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const step of cleanup.reverse()) await step().catch((error: unknown) => console.error("cleanup failed:", error));
    cleanup.length = 0;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    const started = performance.now();
    const loadAtStart = os.loadavg()[0] ?? 0;
    const external = process.env.DATABASE_URL;
    const database = external ? "postgresql (DATABASE_URL)" : "pglite (embedded, in memory)";
    print(
      `PayDesk bench — ${database}; ${SETTINGS.connections} connections, ${SETTINGS.warmupSeconds} s warm-up + ${SETTINGS.seconds} s per target`,
    );
    let url = external ?? "";
    if (!external) {
      const embedded = await startEmbeddedPostgres({ maxConnections: 24 });
      cleanup.push(embedded.stop);
      url = embedded.url;
    }
    await migrateDeploy(url);
    const db = createDb(url, { max: 10 });
    cleanup.push(() => db.$disconnect());
    if (!(await isSeeded(db))) await seedDemoData(db);
    const [version] = await db.$queryRaw<{ server_version: string }[]>`SHOW server_version`;
    const serverVersion = version?.server_version ?? "unknown";

    // The defaults of an empty environment: plain HTTP, no proxy.
    const app = await listen(createApp({ db, logger: createLogger("silent"), config: readConfig({}) }));
    cleanup.push(() => close(app.server));
    const bareApp = express();
    bareApp.disable("x-powered-by");
    bareApp.get("/", (_req, res) => void res.json({ ok: true }));
    const bare = await listen(bareApp);
    cleanup.push(() => close(bare.server));
    print(`ready in ${round((performance.now() - started) / 1000)} s; measuring…`);

    const cookie = await signIn(app.url);
    const check = await fetch(`${app.url}/trpc/auth.session`, { headers: { cookie } });
    const body = (await check.json()) as { result?: { data?: { json?: { user?: { email?: string } } } } };
    if (check.status !== 200 || body.result?.data?.json?.user?.email !== ACCOUNT.email) {
      throw new Error(`auth.session did not see the session: ${check.status} ${JSON.stringify(body)}`);
    }

    const bareFigures = await load(`${bare.url}/`, {});
    const trpcFigures = await load(`${app.url}/trpc/auth.session`, { cookie });
    const login = await measureLogins(app.url);
    const ratio = round(trpcFigures.requestsPerSecond / bareFigures.requestsPerSecond, 3);

    const machine = {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
      memoryGiB: round(os.totalmem() / 2 ** 30),
      loadAverage1m: { start: round(loadAtStart, 2), end: round(os.loadavg()[0] ?? 0, 2) },
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    };
    const results = {
      date: new Date().toISOString(),
      database: external ? "postgresql" : "pglite",
      databaseVersion: serverVersion,
      settings: SETTINGS,
      machine,
      load: { bare: bareFigures, trpcAuthSession: trpcFigures, ratioTrpcToBare: ratio },
      login,
    };
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

    const loadRows = [
      ["bare Express `res.json`", bareFigures] as const,
      [`tRPC \`auth.session\` (cookie, ${results.database})`, trpcFigures] as const,
    ].map(([name, f]) => [name, f.requestsPerSecond, wholeMs(f.latencyMs.p50), wholeMs(f.latencyMs.p99), f.non2xx + f.errors]);
    const markdown = [
      `Load: ${SETTINGS.connections} connections, ${SETTINGS.seconds} s after a ${SETTINGS.warmupSeconds} s warm-up (autocannon).`,
      "",
      table(["Target", "req/s", "p50 ms", "p99 ms", "non-2xx/errors"], loadRows),
      "",
      `tRPC / bare throughput: **${ratio}** (${round(ratio * 100)} %)`,
      "",
      table(
        ["Sign-in (sequential)", "n", "p50 ms", "p95 ms", "mean ms", "max ms"],
        [["`POST /login` (argon2id verify + session)", login.count, login.p50, login.p95, login.mean, login.max]],
      ),
      "",
      `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.platform}; ` +
        `${results.database} ${serverVersion}; 1-min load average ${machine.loadAverage1m.start} → ${machine.loadAverage1m.end}; ${results.date.slice(0, 10)}.`,
    ].join("\n");
    print();
    print(markdown);
    print();
    print(`written to ${path.relative(process.cwd(), RESULTS_FILE)}; run took ${round((performance.now() - started) / 1000)} s`);
    const failures = trpcFigures.non2xx + trpcFigures.errors + bareFigures.non2xx + bareFigures.errors;
    if (failures > 0) {
      console.error(`warning: ${failures} requests failed or were not 2xx; the figures are not comparable`);
      process.exitCode = 1;
    }
  } finally {
    await stopAll();
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
  }
}

await main();
