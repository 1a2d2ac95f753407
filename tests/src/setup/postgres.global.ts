/**
 * Global setup of the `postgres` project: the same tests against a real PostgreSQL server.
 * `DATABASE_URL_TEST` names one to use; otherwise a throwaway cluster is started from the Debian
 * binaries. With neither, the project is skipped, loudly — except in CI (`CI` or
 * `PAYDESK_REQUIRE_POSTGRES` set), where a missing server is a failure.
 */
import type { TestProject } from "vitest/node";
import "../provided.ts";
import { findPostgresBin, startPostgresServer } from "./postgres-server.ts";
import { banner, prepareDatabase } from "./prepare.ts";

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide("databaseKind", "postgres");
  let url = process.env.DATABASE_URL_TEST ?? "";
  let stop = async () => undefined as void;
  let reason = "";

  if (!url) {
    const bin = findPostgresBin();
    if (!bin) {
      const where = process.env.PG_BIN ? `PG_BIN=${process.env.PG_BIN}` : "/usr/lib/postgresql/*/bin";
      reason = `no initdb/pg_ctl in ${where} (apt-get install -y postgresql) and DATABASE_URL_TEST is not set`;
    } else {
      try {
        const server = await startPostgresServer(bin);
        url = server.url;
        stop = server.stop;
        console.warn(`[postgres project] started ${server.description}`);
      } catch (error) {
        reason = `the server in ${bin} did not start: ${(error as Error).message}`;
      }
    }
  } else {
    console.warn("[postgres project] using DATABASE_URL_TEST");
  }

  if (reason) {
    if (process.env.CI || process.env.PAYDESK_REQUIRE_POSTGRES) throw new Error(`PostgreSQL server not available: ${reason}`);
    banner([
      `PostgreSQL server not available: ${reason}.`,
      "Every test of the `postgres` project is SKIPPED; only PGlite was tested.",
    ]);
    project.provide("databaseUrl", "");
    project.provide("databaseSkipReason", `PostgreSQL server not available: ${reason}`);
    return undefined;
  }

  try {
    await prepareDatabase(url);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide("databaseUrl", url);
  project.provide("databaseSkipReason", "");
  return stop;
}
