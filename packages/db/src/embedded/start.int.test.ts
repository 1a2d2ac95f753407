/**
 * The embedded database as the app uses it: PGlite in its own process, served on loopback, and
 * the app's pool of one connection (resolveDatabase's poolMax) shared by every request and the
 * job queue. Runs once, in the pglite project; it starts a PGlite of its own.
 */
import { describeDb } from "@paydesk/tests/harness";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPool } from "../pool.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./start.ts";

describeDb("startEmbeddedPostgres", (t) => {
  if (t.kind !== "pglite") {
    it.skip("runs in the pglite project only", () => undefined);
    return;
  }
  let embedded: EmbeddedPostgres;
  const pools: pg.Pool[] = [];
  beforeAll(async () => {
    embedded = await startEmbeddedPostgres({ maxConnections: 24 });
  }, 60_000);
  afterAll(async () => {
    // A pool whose connections hang on a mixed-up server never finishes ending: do not wait.
    for (const pool of pools) void pool.end().catch(() => undefined);
    await embedded?.stop();
  }, 30_000);
  const pool = (max: number) => {
    const created = createPool(embedded.url, { max });
    // When the server stops under a hung connection, that connection's error is expected here.
    created.on("error", () => undefined);
    created.on("connect", (client) => client.on("error", () => undefined));
    pools.push(created);
    return created;
  };

  it("serves a database that answers queries", async () => {
    const rows = (await pool(1).query("SELECT 40 + 2 AS answer")).rows as { answer: number }[];
    expect(rows).toEqual([{ answer: 42 }]);
  });

  it("gives the app one connection", async () => {
    const { resolveDatabase } = await import("../resolve.ts");
    const dataDir = (await import("node:fs")).mkdtempSync(`${(await import("node:os")).tmpdir()}/pd-resolve-`);
    const resolved = await resolveDatabase({ DATA_DIR: dataDir });
    try {
      expect(resolved).toMatchObject({ kind: "embedded", poolMax: 1 });
    } finally {
      await resolved.stop();
      (await import("node:fs")).rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  /**
   * Several requests at once, some inside transactions, through the app's single-connection pool
   * (the socket server interleaves messages of concurrent connections, see resolve.ts). Each
   * query must get its own answer: a result belonging to another query would hand one request
   * another's data.
   */
  it("gives every request its own results when several query at once", async () => {
    const shared = pool(1);
    const pools2 = [shared, shared];
    const tally = { queries: 0, wrongResults: 0, errors: [] as string[] };
    const worker = async (w: number) => {
      const p = pools2[w % 2]!;
      for (let i = 0; i < 40; i++) {
        const n = w * 1000 + i;
        try {
          if (w % 3 === 0) {
            const client = await p.connect();
            try {
              await client.query("BEGIN");
              const { rows } = await client.query<{ n: number }>({ text: "SELECT $1::int AS n", values: [n] });
              if (rows[0]?.n !== n) tally.wrongResults++;
              await client.query("COMMIT");
            } finally {
              client.release();
            }
          } else {
            const { rows } = await p.query<{ n: number }>({ text: "SELECT $1::int AS n, $2::text AS who", values: [n, `worker ${w}`] });
            if (rows[0]?.n !== n) tally.wrongResults++;
          }
          tally.queries++;
        } catch (error) {
          tally.errors.push((error as Error).message);
        }
      }
    };
    const done = Promise.all(Array.from({ length: 6 }, (_, w) => worker(w))).then(() => "finished");
    const outcome = await Promise.race([done, new Promise((resolve) => setTimeout(() => resolve("hung"), 5_000))]);

    expect({ outcome, queries: tally.queries, wrongResults: tally.wrongResults, errors: [...new Set(tally.errors)] }).toEqual({
      outcome: "finished",
      queries: 240,
      wrongResults: 0,
      errors: [],
    });
  }, 30_000);
});
