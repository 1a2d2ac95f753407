/**
 * `npm start`: take the HTTP port, start the database (embedded unless DATABASE_URL), migrate,
 * seed on first start in the demo (docs/product/demo-and-production.md; production names the command that
 * creates the first administrator instead), then serve. The port is taken first so that a second PayDesk
 * started on the same PORT stops at once, before it touches any database; a data directory held by another
 * running PayDesk is refused by the launcher (packages/db/src/embedded/lock.ts). Failures anyone
 * starting the app can act on are printed as one plain message, not a stack trace.
 */
import { createServer, type Server } from "node:http";
import type { Db, ResolvedDatabase } from "@paydesk/db";
import type { ForkedGatewaySimulator, JobQueue, MailTransport } from "@paydesk/services";
import { readConfig, type ServerConfig } from "./config.ts";
import { createLogger } from "./logger.ts";

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  // A setting that cannot be read (PAYDESK_DEMO=yes) is said plainly, before anything starts.
  console.error(`\nPayDesk did not start: ${(error as Error).message}\n`);
  process.exit(1);
}
const logger = createLogger(config.logLevel);

let database: ResolvedDatabase | undefined;
let db: Db | undefined;
let jobs: JobQueue | undefined;
let gatewaySimulator: Promise<ForkedGatewaySimulator> | undefined;
let mail: MailTransport | undefined;
const server = createServer((_req, res) => {
  // Until the app is attached (database starting, migrating, seeding).
  res.writeHead(503, { "content-type": "application/json", "retry-after": "2" });
  res.end(JSON.stringify({ status: "error", message: "PayDesk is starting. Try again in a moment." }));
});

let shuttingDown = false;
async function shutdown(signal: string, exitCode = 0): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down: finishing open requests");
  const forced = setTimeout(() => process.exit(1), 15_000);
  forced.unref();
  if (server.listening) {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    logger.info("http server closed");
  }
  await jobs?.stop();
  await gatewaySimulator?.then((simulator) => simulator.stop()).catch(() => undefined);
  mail?.close?.();
  await db?.$disconnect();
  await database?.stop();
  logger.info("stopped");
  process.exit(exitCode);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

/** Print a start-up failure plainly and stop (whatever was started is stopped too). */
function fail(message: string): Promise<void> {
  console.error(`\nPayDesk did not start: ${message}\n`);
  return shutdown("start-up failure", 1);
}

function listen(httpServer: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    httpServer.once("error", reject);
    httpServer.listen(config.port, config.host, () => {
      httpServer.removeListener("error", reject);
      resolve();
    });
  });
}

async function start(): Promise<void> {
  try {
    await listen(server);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fail(
      code === "EADDRINUSE"
        ? `port ${config.port} is in use (another PayDesk, or another program, listens on it). Stop that one or set PORT to a free port.`
        : `cannot listen on ${config.host}:${config.port} (${(error as Error).message}).`,
    );
  }
  // Once listening, an error of the server socket means it no longer serves: fatal too.
  server.on("error", (error) => void fail(`the HTTP server failed (${error.message}).`));
  // The database layer, the services and the app load only once the port is ours, so a start that
  // cannot listen stops without loading them (a second of CPU instead of several); the services
  // and the app only once the database is ours too, so a data directory held by another PayDesk
  // or left by the PGlite version is refused before they load.
  const { createDbOnPool, createPool, EmbeddedPostgresError, migrateDeploy, resolveDatabase } = await import("@paydesk/db");
  try {
    // As root from a checkout its account cannot enter, the embedded server's files are placed
    // elsewhere: one line in the log says where.
    database = await resolveDatabase(process.env, { notice: (line) => logger.warn(line) });
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) return fail(error.message);
    throw error;
  }
  const {
    configurePaymentGateway,
    configureChannelsUrl,
    configureSisPlugins,
    FIRST_ADMIN_COMMAND,
    forkGatewaySimulator,
    hasControlAdministrator,
    httpPaymentGateway,
    isSeeded,
    mailTransportFromEnv,
    seedDemoData,
    startJobQueue,
  } = await import("@paydesk/services");
  const mailTransport = mailTransportFromEnv();
  mail = mailTransport;
  // In the demo without GATEWAY_URL checkout charges the simulator in a process of its own (started
  // while the database migrates and seeds), as it would a gateway outside the app. Production starts none.
  if (config.demo && !process.env.GATEWAY_URL) gatewaySimulator = forkGatewaySimulator(Number(process.env.GATEWAY_SIMULATOR_PORT ?? 0));
  gatewaySimulator?.catch(() => undefined);

  logger.info({ kind: database.kind, poolMax: database.poolMax }, "database ready");
  await migrateDeploy(database.url);
  const pool = createPool(database.url, { max: database.poolMax });
  db = createDbOnPool(pool);
  if (config.demo && !(await isSeeded(db))) {
    logger.info("empty database: writing demo data");
    await seedDemoData(db);
  }
  if (!config.demo && !(await hasControlAdministrator(db))) {
    logger.warn(`no platform administrator yet: create the first one with \`${FIRST_ADMIN_COMMAND}\` (in the repository, with this start's DATABASE_URL or DATA_DIR)`);
  }
  // Checkout charges over HTTP: GATEWAY_URL, else in the demo the simulator process
  // (docs/product/checkout-and-payments.md), else none: card payments then answer 503 and cash and
  // check still work (docs/product/demo-and-production.md).
  const [{ gatewayUrl }, { sisEndpoints }, { channelsUrlFor }] = await Promise.all([
    import("./routes/gateway-simulator.ts"),
    import("./routes/sis-simulator.ts"),
    import("./routes/channel-simulator.ts"),
  ]);
  const simulator = await gatewaySimulator;
  if (simulator || process.env.GATEWAY_URL) {
    configurePaymentGateway(httpPaymentGateway(simulator?.url ?? gatewayUrl(process.env, config.host, config.port)));
  } else {
    configurePaymentGateway("none");
    logger.warn("no card gateway (GATEWAY_URL is not set): card payments are refused, cash and check work");
  }
  if (simulator) logger.info({ url: simulator.url }, "gateway simulator process ready");
  // SIS plugins likewise: SIS_<PLUGIN>_URL, else the simulator this app serves
  // (docs/product/control-area.md).
  configureSisPlugins(sisEndpoints(process.env, gatewayUrl({}, config.host, config.port)));
  // Promotion channels likewise: CHANNELS_URL, else the channel simulator this app serves.
  configureChannelsUrl(channelsUrlFor(process.env, gatewayUrl({}, config.host, config.port)));
  const { createApp } = await import("./app.ts");
  const app = createApp({ db, logger, config, mail: mailTransport });
  // Jobs link to the same origin as requests (config.appUrl: APP_URL, else http://localhost:PORT).
  jobs = await startJobQueue(pool, { db, mail: mailTransport, logger, appUrl: config.appUrl });
  if (shuttingDown) return;
  server.removeAllListeners("request");
  server.on("request", app);
  logger.info(`PayDesk listening on http://localhost:${config.port} (${database.kind} database, ${config.demo ? "demo" : "production"})`);
}

start().catch((error: unknown) => {
  logger.error({ err: error }, "start-up failed");
  void fail((error as Error).message);
});
