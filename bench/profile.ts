/**
 * A CPU profile of the app under load (bench/README.md, "Where the time goes"). Run it with the
 * profiler on, on the bench's database (lib/database.ts: the embedded server, or DATABASE_URL),
 * with the demo data and the items-list bench's school (written on first use, BENCH_ITEMS):
 *
 *   cd tests && node --cpu-prof --cpu-prof-dir=../bench/profiles --import tsx ../bench/profile.ts
 *
 * The app runs in this process, autocannon in a worker thread (its own profile file, ignored),
 * so the main thread's profile is the app's: `auth.session`, then the default item list (or only
 * the targets named as arguments), each for BENCH_SECONDS (10) with 10 keep-alive connections. `bench/lib/profile-summary.ts` prints the top
 * entries of the profile it writes.
 */
import { createDbOnPool, createPool, migrateDeploy } from "@paydesk/db";
import { createApp } from "@paydesk/server/app";
import { readConfig } from "@paydesk/server/config";
import { createLogger } from "@paydesk/server/logger";
import { isSeeded, seedDemoData } from "@paydesk/services";
import { benchCases } from "./items-list/cases.ts";
import { BENCH_ACCOUNT, prepareBenchCompany } from "./items-list/data.ts";
import { benchDatabase } from "./lib/database.ts";
import { envInt } from "./lib/env.ts";
import { close, listen, load, signIn } from "./lib/http.ts";
import { print } from "./lib/report.ts";

process.env.NODE_ENV ??= "production";
// The bench measures the demo data and the gateway simulator (docs/product/demo-and-production.md).
process.env.PAYDESK_DEMO ??= "1";
const settings = { connections: envInt("BENCH_CONNECTIONS", 10), seconds: envInt("BENCH_SECONDS", 10), warmupSeconds: 1 };

const database = await benchDatabase();
print(`profiling on ${database.label}, pool of ${database.poolMax}`);
await migrateDeploy(database.url);
const pool = createPool(database.url, { max: database.poolMax });
const db = createDbOnPool(pool);
if (!(await isSeeded(db))) await seedDemoData(db);
const app = await listen(createApp({ db, logger: createLogger("info", "/dev/null"), config: readConfig({ PAYDESK_DEMO: "1" }) }));
try {
  const client = await pool.connect();
  const data = await prepareBenchCompany(db, client, envInt("BENCH_ITEMS", 100_000), print).finally(() => client.release());
  const cookie = await signIn(app.url, BENCH_ACCOUNT);
  const [list] = benchCases(data.companyId);
  const listUrl = `${app.url}/trpc/items.list?input=${encodeURIComponent(JSON.stringify({ json: list!.input }))}`;
  const targets = [
    ["auth.session", `${app.url}/trpc/auth.session`],
    ["items.list", listUrl],
  ] as const;
  // Name targets to profile only those (`… profile.ts auth.session`).
  const chosen = process.argv.slice(2);
  for (const [name, target] of targets.filter(([name]) => chosen.length === 0 || chosen.includes(name))) {
    const figures = await load(target, { cookie }, settings);
    print(`${name}: ${figures.requestsPerSecond} req/s, ${figures.non2xx + figures.errors} failed`);
  }
} finally {
  await close(app.server);
  await db.$disconnect();
  await database.stop();
}
