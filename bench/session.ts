/**
 * The session benchmark: the app's `/healthz` against a bare Express handler, and the
 * authenticated tRPC query `auth.session` against a bare Express handler running the same session
 * statement through pg, under the same load; then sequential sign-ins (bench/README.md).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { demoAccount } from "@paydesk/tests/demo-accounts";
import { envInt, type BenchEnv } from "./lib/env.ts";
import { comparePairs, signIn } from "./lib/http.ts";
import { machineInfo, machineLine, percentile, print, round, table, wholeMs } from "./lib/report.ts";

const ACCOUNT = demoAccount("school");
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "results", "latest.json");

interface LoginFigures {
  count: number;
  p50: number;
  p95: number;
  mean: number;
  max: number;
}

async function measureLogins(baseUrl: string, count: number): Promise<LoginFigures> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await signIn(baseUrl, ACCOUNT);
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

/** Returns the number of failed or non-2xx requests (the comparison does not hold if any). */
export async function runSessionBench(env: BenchEnv): Promise<number> {
  const logins = envInt("BENCH_LOGINS", 30);
  const cookie = await signIn(env.appUrl, ACCOUNT);
  const check = await fetch(`${env.appUrl}/trpc/auth.session`, { headers: { cookie } });
  const body = (await check.json()) as { result?: { data?: { json?: { user?: { email?: string } } } } };
  if (check.status !== 200 || body.result?.data?.json?.user?.email !== ACCOUNT.email) {
    throw new Error(`auth.session did not see the session: ${check.status} ${JSON.stringify(body)}`);
  }
  const referenceCheck = await fetch(`${env.reference.url}/session`, { headers: { cookie } });
  if (referenceCheck.status !== 200) throw new Error(`the reference did not see the session: ${referenceCheck.status}`);

  const rounds = envInt("BENCH_ROUNDS", 3);
  const [health, session] = await comparePairs(
    [
      { reference: `${env.reference.url}/`, app: `${env.appUrl}/healthz`, headers: {} },
      { reference: `${env.reference.url}/session`, app: `${env.appUrl}/trpc/auth.session`, headers: { cookie } },
    ],
    env.settings,
    rounds,
  );
  const [bareFigures, healthFigures, sqlFigures, trpcFigures] = [
    health!.reference,
    health!.app,
    session!.reference,
    session!.app,
  ];
  const login = await measureLogins(env.appUrl, logins);
  const ratio = round(trpcFigures.requestsPerSecond / bareFigures.requestsPerSecond, 3);
  const [ratioHealth, ratioSql] = [health!.ratio, session!.ratio];

  const machine = machineInfo(env.loadAtStart);
  const results = {
    date: new Date().toISOString(),
    database: env.database,
    databaseVersion: env.databaseVersion,
    settings: { ...env.settings, logins },
    machine,
    load: {
      bare: bareFigures,
      healthz: healthFigures,
      bareSql: sqlFigures,
      trpcAuthSession: trpcFigures,
      ratioHealthzToBare: ratioHealth,
      ratioTrpcToBareSql: ratioSql,
      ratioTrpcToBare: ratio,
    },
    login,
  };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  const loadRows = [
    ["bare Express `res.json`", bareFigures] as const,
    ["app `GET /healthz`", healthFigures] as const,
    ["bare Express + pg: session and actor", sqlFigures] as const,
    [`app tRPC \`auth.session\` (cookie, ${results.database})`, trpcFigures] as const,
  ].map(([name, f]) => [
    name,
    round(f.requestsPerSecond, 0),
    wholeMs(f.latencyMs.p50),
    wholeMs(f.latencyMs.p99),
    f.mainThreadMsPerRequest,
    f.non2xx + f.errors,
  ]);
  print();
  print("## Session");
  print();
  print(
    [
      `Load: ${env.settings.connections} connections, ${env.settings.seconds} s after a ${env.settings.warmupSeconds} s warm-up (autocannon); ` +
        `${rounds} rounds of each reference then its app target; the round with the median ratio is shown.`,
      "",
      table(["Target", "req/s", "p50 ms", "p99 ms", "main thread ms/request", "non-2xx/errors"], loadRows),
      "",
      `Throughput ratios, median of rounds (goal ≥ 0.5): \`/healthz\` / bare **${ratioHealth}** (rounds ${health!.ratios.join(", ")}); ` +
        `\`auth.session\` / bare + pg **${ratioSql}** (rounds ${session!.ratios.join(", ")}); \`auth.session\` / bare: ${ratio}`,
      "",
      table(
        ["Sign-in (sequential)", "n", "p50 ms", "p95 ms", "mean ms", "max ms"],
        [["`POST /login` (argon2id verify + session)", login.count, login.p50, login.p95, login.mean, login.max]],
      ),
      "",
      machineLine(machine, results.database, env.databaseVersion, results.date),
    ].join("\n"),
  );
  print();
  print(`written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  return [bareFigures, healthFigures, sqlFigures, trpcFigures].reduce((n, f) => n + f.non2xx + f.errors, 0);
}
