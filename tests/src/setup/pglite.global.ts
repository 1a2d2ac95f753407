/** Global setup of the `pglite` project: one in-memory PGlite for the whole run. */
import { startEmbeddedPostgres } from "@paydesk/db";
import type { TestProject } from "vitest/node";
import "../provided.ts";
import { prepareDatabase } from "./prepare.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Test files run one at a time on one connection each (tests/src/database.ts); some tests open
  // a few more of their own.
  const embedded = await startEmbeddedPostgres({ maxConnections: 40 });
  try {
    await prepareDatabase(embedded.url);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  project.provide("databaseUrl", embedded.url);
  project.provide("databaseKind", "pglite");
  project.provide("databaseSkipReason", "");
  return () => embedded.stop();
}
