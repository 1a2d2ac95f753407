import type { Db } from "@paydesk/db";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { openTestDb } from "./db-client.ts";
import { createFixtures, type Fixtures } from "./fixtures.ts";
import type { DatabaseKind } from "./provided.ts";

/** The database a test file works on, open between its suite's beforeAll and afterAll. */
export interface TestDatabase {
  readonly db: Db;
  readonly url: string;
  readonly kind: DatabaseKind;
  /** Isolated companies, roles and users for this file (see fixtures.ts). */
  readonly fixtures: Fixtures;
}

/**
 * A suite that runs against the project's database (PGlite or PostgreSQL, the same tests on
 * both). When the project has no database (the postgres project on a machine without a server)
 * the whole suite is skipped and its name says why.
 */
export function describeDb(name: string, body: (t: TestDatabase) => void): void {
  const skipReason = inject("databaseSkipReason");
  const url = inject("databaseUrl");
  if (skipReason || !url) {
    describe.skip(`${name} — ${skipReason || "no database was provided to this project"}`, () => body(unavailable()));
    return;
  }
  let db: Db | undefined;
  let fixtures: Fixtures | undefined;
  const handle: TestDatabase = {
    get db() {
      if (!db) throw new Error("the test database is open only inside tests and hooks");
      return db;
    },
    get fixtures() {
      fixtures ??= createFixtures(handle.db);
      return fixtures;
    },
    url,
    kind: inject("databaseKind"),
  };
  describe(name, () => {
    beforeAll(() => {
      db = openTestDb(url, poolSize(handle.kind));
    });
    afterAll(async () => {
      await db?.$disconnect();
      db = undefined;
    });
    body(handle);
  });
}

/**
 * PGlite gets one connection per test file (and its project runs one file at a time): its socket
 * server interleaves the protocol messages of concurrent connections, which mixes up their
 * results (see packages/db/src/embedded/start.int.test.ts). A real server gets a small pool.
 */
function poolSize(kind: DatabaseKind): number {
  return kind === "pglite" ? 1 : 3;
}

function unavailable(): TestDatabase {
  const fail = (): never => {
    throw new Error("no test database in this project");
  };
  return {
    get db() {
      return fail();
    },
    get fixtures() {
      return fail();
    },
    url: "",
    kind: "postgres",
  };
}
