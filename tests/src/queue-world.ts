/**
 * A job-queue worker tested for real, on a database of the test file's own: created and migrated
 * before the file's tests, dropped after them. A worker polling a queue on the shared test
 * database would take other files' jobs (and they its): their mail would go out through the wrong
 * transport. Mail goes to a real SMTP server started here.
 */
import { createPool, migrateDeploy, type Db } from "@paydesk/db";
import { smtpTransport, type MailTransport } from "@paydesk/services";
import type pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { TestDatabase } from "./database.ts";
import { openTestDb } from "./db-client.ts";
import { createFixtures, type Fixtures, uniqueSuffix } from "./fixtures.ts";
import { startSmtpReceiver, type SmtpReceiver } from "./smtp.ts";

export interface QueueWorld {
  db: Db;
  fixtures: Fixtures;
  smtp: SmtpReceiver;
  transport: MailTransport;
  /** The worker's own pool (pg-boss), also for reading its tables. */
  pool: pg.Pool;
}

/**
 * Registers the set-up and clean-up of a queue world in the calling `describeDb` body; `start`
 * starts the worker under test on it. The world's fields are there once `beforeAll` has run.
 */
export function useQueueWorld(
  t: TestDatabase,
  label: string,
  start: (world: QueueWorld) => Promise<{ stop(): Promise<void> }>,
): QueueWorld {
  const name = `${label}_${uniqueSuffix()}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
  const world = {} as QueueWorld;
  let worker: { stop(): Promise<void> } | undefined;

  beforeAll(async () => {
    await t.db.$executeRawUnsafe(`CREATE DATABASE "${name}"`);
    const url = new URL(t.url);
    url.pathname = `/${name}`;
    await migrateDeploy(url.toString());
    world.db = openTestDb(url.toString(), 3);
    world.fixtures = createFixtures(world.db);
    world.smtp = await startSmtpReceiver();
    world.transport = smtpTransport(world.smtp.url);
    world.pool = createPool(url.toString(), { max: 2 });
    worker = await start(world);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await world.pool?.end();
    await world.db?.$disconnect();
    world.transport?.close?.();
    await world.smtp?.close();
    await t.db.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  return world;
}
