import { createDbOnPool, createPool, migrateDeploy, resolveDatabase } from "@paydesk/db";
import { isSeeded, mailTransportFromEnv, seedDemoData, startJobQueue } from "@paydesk/services";
import { createApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { createLogger } from "./logger.ts";

const config = readConfig();
const logger = createLogger(config.logLevel);

const database = await resolveDatabase();
logger.info({ kind: database.kind }, "database ready");
await migrateDeploy(database.url);
const pool = createPool(database.url, { max: database.poolMax });
const db = createDbOnPool(pool);
if (!(await isSeeded(db))) {
  logger.info("empty database: writing demo data");
  await seedDemoData(db);
}

const mail = mailTransportFromEnv();
const app = createApp({ db, logger, config, mail });
const server = app.listen(config.port, config.host, () => {
  logger.info(`PayDesk listening on http://localhost:${config.port} (${database.kind} database)`);
});

const jobs = await startJobQueue(pool, { db, mail, logger });

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down: finishing open requests");
  const forced = setTimeout(() => process.exit(1), 15_000);
  forced.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  logger.info("http server closed");
  await jobs.stop();
  mail.close?.();
  await db.$disconnect();
  await database.stop();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
