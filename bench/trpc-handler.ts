/**
 * tRPC's stock Express adapter against the app's own (apps/server/src/http/trpc-handler.ts) for
 * `auth.session`, alternating A, B, A, B… in one process so that the shared machine's load
 * swings hit both alike; each prints the main thread's busy time per request (bench/README.md).
 *
 *   cd tests && npx tsx ../bench/trpc-handler.ts        # BENCH_ROUNDS (4), BENCH_SECONDS (4)
 */
import { appRouter } from "@paydesk/api";
import { createDbOnPool, createPool, migrateDeploy } from "@paydesk/db";
import { createApp } from "@paydesk/server/app";
import { readConfig } from "@paydesk/server/config";
import { createLogger } from "@paydesk/server/logger";
import { requestContext } from "@paydesk/server/request-context";
import { trpcHandler } from "@paydesk/server/trpc-handler";
import { isSeeded, outboxTransport, seedDemoData } from "@paydesk/services";
import { demoAccount } from "@paydesk/tests/demo-accounts";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import cookieParser from "cookie-parser";
import express from "express";
import { benchDatabase } from "./lib/database.ts";
import { envInt } from "./lib/env.ts";
import { close, listen, load, signIn } from "./lib/http.ts";
import { print } from "./lib/report.ts";

process.env.NODE_ENV ??= "production";
// The bench measures the demo data and the gateway simulator (docs/product/demo-and-production.md).
process.env.PAYDESK_DEMO ??= "1";
const settings = { connections: 10, seconds: envInt("BENCH_SECONDS", 4), warmupSeconds: 1 };
const rounds = envInt("BENCH_ROUNDS", 4);
const database = await benchDatabase();
await migrateDeploy(database.url);
const db = createDbOnPool(createPool(database.url, { max: database.poolMax }));
if (!(await isSeeded(db))) await seedDemoData(db);
const logger = createLogger("info", "/dev/null");
const config = readConfig({ PAYDESK_DEMO: "1" });
const deps = { db, mail: outboxTransport, appUrl: config.appUrl, secureCookies: config.secureCookies };
const app = await listen(createApp({ db, logger, config }));
// Each adapter alone behind the cookie parser, so the difference is the adapter's.
const createContext = (req: express.Request, res: express.Response) => requestContext(deps, req, res);
const bare = (handler: express.RequestHandler) => express().use(cookieParser()).use("/trpc", handler);
const stock = await listen(bare(createExpressMiddleware({ router: appRouter, createContext: ({ req, res }) => createContext(req, res) })));
const ours = await listen(bare(trpcHandler({ router: appRouter, createContext })));
try {
  const cookie = await signIn(app.url, demoAccount("school"));
  const figures: Record<string, number[]> = { stock: [], ours: [] };
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of [
      ["stock", `${stock.url}/trpc/auth.session`],
      ["ours", `${ours.url}/trpc/auth.session`],
    ] as const) {
      const result = await load(url, { cookie }, settings);
      if (result.non2xx + result.errors > 0) throw new Error(`${name}: ${result.non2xx + result.errors} failed`);
      figures[name]!.push(result.mainThreadMsPerRequest);
      print(`${name}: ${result.requestsPerSecond} req/s, ${result.mainThreadMsPerRequest} ms main thread per request`);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  print(`median main thread ms/request: stock ${median(figures.stock!)}, ours ${median(figures.ours!)}`);
} finally {
  for (const { server } of [app, stock, ours]) await close(server);
  await db.$disconnect();
  await database.stop();
}
