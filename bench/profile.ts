/**
 * A CPU profile of the app under load (bench/README.md, "Where the time goes"). Run it with the
 * profiler on, against a database that already holds the items-list bench's school:
 *
 *   DATABASE_URL=… node --cpu-prof --cpu-prof-dir=bench/profiles --import tsx bench/profile.ts
 *
 * The app runs in this process, autocannon in a worker thread (its own profile file, ignored),
 * so the main thread's profile is the app's: `auth.session`, then the default item list, each for
 * BENCH_SECONDS (10) with 10 keep-alive connections. `bench/lib/profile-summary.ts` prints the top
 * entries of the profile it writes.
 */
import { createDbOnPool, createPool } from "@paydesk/db";
import { createApp } from "@paydesk/server/app";
import { readConfig } from "@paydesk/server/config";
import { createLogger } from "@paydesk/server/logger";
import { pino } from "pino";
import { benchCases } from "./items-list/cases.ts";
import { BENCH_ACCOUNT, prepareBenchCompany } from "./items-list/data.ts";
import { envInt } from "./lib/env.ts";
import { close, listen, load, signIn } from "./lib/http.ts";
import { print } from "./lib/report.ts";

process.env.NODE_ENV ??= "production";
const url = process.env.DATABASE_URL;
if (!url) throw new Error("set DATABASE_URL to a database the bench has filled (npm run bench -- items-list)");
const settings = { connections: envInt("BENCH_CONNECTIONS", 10), seconds: envInt("BENCH_SECONDS", 10), warmupSeconds: 1 };

const pool = createPool(url, { max: 10 });
const db = createDbOnPool(pool);
const app = await listen(createApp({ db, logger: createLogger("info", pino.destination("/dev/null")), config: readConfig({}) }));
try {
  const client = await pool.connect();
  const data = await prepareBenchCompany(db, client, 1, print).finally(() => client.release());
  const cookie = await signIn(app.url, BENCH_ACCOUNT);
  const [list] = benchCases(data.companyId);
  const listUrl = `${app.url}/trpc/items.list?input=${encodeURIComponent(JSON.stringify({ json: list!.input }))}`;
  for (const [name, target] of [
    ["auth.session", `${app.url}/trpc/auth.session`],
    ["items.list", listUrl],
  ] as const) {
    const figures = await load(target, { cookie }, settings);
    print(`${name}: ${figures.requestsPerSecond} req/s, ${figures.non2xx + figures.errors} failed`);
  }
} finally {
  await close(app.server);
  await db.$disconnect();
}
