/**
 * PayDesk benchmarks (bench/README.md). `npm run bench` runs them all; `npm run bench -- session`,
 * `-- items-list` or `-- checkout` runs one. One process holds the real app (and the session bench's bare
 * Express handler); the load generator runs in a worker thread, the database in its own process:
 * the embedded PostgreSQL server started as `npm start` starts it (resolveDatabase), on a data
 * directory of the bench's own, or the server `DATABASE_URL` names.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { createDbOnPool, createPool, migrateDeploy } from "@paydesk/db";
import { createApp } from "@paydesk/server/app";
import { readConfig } from "@paydesk/server/config";
import { createLogger } from "@paydesk/server/logger";
import { isSeeded, seedDemoData } from "@paydesk/services";
import { runCheckoutBench } from "./checkout/run.ts";
import { runItemsListBench } from "./items-list/run.ts";
import { runTxnListBench } from "./txn-list/run.ts";
import { runStudentUploadBench } from "./student-upload/run.ts";
import { runDashboardBench } from "./dashboard/run.ts";
import { benchDatabase } from "./lib/database.ts";
import { envInt, type BenchEnv } from "./lib/env.ts";
import { close, listen } from "./lib/http.ts";
import { recordQueries } from "./lib/queries.ts";
import { startReference } from "./lib/reference.ts";
import { print, round } from "./lib/report.ts";
import { runSessionBench } from "./session.ts";

const BENCHES = { session: runSessionBench, "items-list": runItemsListBench, checkout: runCheckoutBench, "txn-list": runTxnListBench, "student-upload": runStudentUploadBench, dashboard: runDashboardBench } as const;
type BenchName = keyof typeof BENCHES;

function chosenBenches(args: string[]): BenchName[] {
  if (args.length === 0) return Object.keys(BENCHES) as BenchName[];
  const unknown = args.filter((a) => !(a in BENCHES));
  if (unknown.length) throw new Error(`unknown bench ${unknown.join(", ")}; choose from ${Object.keys(BENCHES).join(", ")}`);
  return args as BenchName[];
}

async function main(): Promise<void> {
  process.env.NODE_ENV ??= "production";
  process.env.PAYDESK_DEMO ??= "1";
  const benches = chosenBenches(process.argv.slice(2));
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
    const settings = {
      connections: envInt("BENCH_CONNECTIONS", 10),
      seconds: envInt("BENCH_SECONDS", 8),
      warmupSeconds: envInt("BENCH_WARMUP_SECONDS", 2),
    };
    const database = await benchDatabase();
    cleanup.push(database.stop);
    const { url, poolMax } = database;
    print(
      `PayDesk bench (${benches.join(", ")}) — ${database.label}${database.dataDir ? ` (data in ${database.dataDir})` : ""}, ` +
        `pool of ${poolMax}; ` +
        `${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s per target`,
    );
    await migrateDeploy(url);
    const pool = createPool(url, { max: poolMax });
    const queries = recordQueries(pool);
    const db = createDbOnPool(pool);
    cleanup.push(() => db.$disconnect());
    if (!(await isSeeded(db))) await seedDemoData(db);
    const [version] = await db.$queryRaw<{ server_version: string }[]>`SHOW server_version`;

    // The defaults of an empty environment: plain HTTP, no proxy; logs at npm start's level, into
    // /dev/null, so that logging costs what it costs in production.
    const logger = createLogger("info", process.env.BENCH_APP_LOG ?? "/dev/null");
    const app = await listen(createApp({ db, logger, config: readConfig({ PAYDESK_DEMO: "1" }) }));
    cleanup.push(() => close(app.server));
    const reference = await startReference(url, poolMax);
    cleanup.push(reference.stop);
    print(`ready in ${round((performance.now() - started) / 1000)} s; measuring…`);

    const env: BenchEnv = {
      database: database.label,
      databaseVersion: version?.server_version ?? "unknown",
      databaseUrl: url,
      poolMax,
      db,
      appUrl: app.url,
      settings,
      loadAtStart,
      queries,
      reference,
    };
    let failures = 0;
    for (const name of benches) failures += await BENCHES[name](env);
    print();
    print(`run took ${round((performance.now() - started) / 1000)} s`);
    if (failures > 0) {
      console.error(
        `warning: ${failures} requests failed, were not 2xx or disagreed with the SQL; the figures are not comparable`,
      );
      process.exitCode = 1;
    }
  } finally {
    await stopAll();
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
  }
}

await main();
