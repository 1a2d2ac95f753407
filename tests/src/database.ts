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
 * A suite that runs against the project's database (the embedded server or an external one, the
 * same tests on both). Every file opens a small pool of its own; files run in parallel.
 */
export function describeDb(name: string, body: (t: TestDatabase) => void): void {
  const url = inject("databaseUrl");
  if (!url) throw new Error(`${name}: no database was provided to this project (run it in the embedded or external project)`);
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
      db = openTestDb(url, 3);
    });
    afterAll(async () => {
      await db?.$disconnect();
      db = undefined;
    });
    body(handle);
  });
}
