import { migrateDeploy } from "@paydesk/db";
import { isSeeded, seedDemoData } from "@paydesk/services";
import type { TestProject } from "vitest/node";
import { openTestDb } from "../db-client.ts";
import type { DatabaseKind } from "../provided.ts";

/** A database server a project's global setup started (or was given). */
export interface StartedServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The common end of both database projects' global setups: prepare the server's database, hand
 * its URL to the test files, and return the teardown (the server is stopped if preparing fails).
 */
export async function provideDatabase(
  project: TestProject,
  kind: DatabaseKind,
  server: StartedServer,
): Promise<() => Promise<void>> {
  try {
    await prepareDatabase(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("databaseUrl", server.url);
  project.provide("databaseKind", kind);
  return () => server.stop();
}

/**
 * Bring a database to the state every test file starts from: migrations applied and the demo
 * data written, once per run. Rate-limit counters are cleared so a reused server
 * (`DATABASE_URL_TEST`) does not carry one run's failed sign-ins into the next.
 */
export async function prepareDatabase(url: string): Promise<void> {
  await migrateDeploy(url);
  const db = openTestDb(url, 2);
  try {
    if (!(await isSeeded(db))) await seedDemoData(db);
    await db.rateLimit.deleteMany({});
  } finally {
    await db.$disconnect();
  }
}
