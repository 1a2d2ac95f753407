import { describeDb } from "@paydesk/tests/harness";
import { expect, it } from "vitest";
import { createDb } from "./client.ts";
import { poolOf } from "./sql.ts";

describeDb("createDb", (t) => {
  it("queries through its pool", async () => {
    const db = createDb(t.url, { max: 2 });
    try {
      const rows = await db.$queryRaw<{ one: number }[]>`SELECT 1::int AS one`;
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.$disconnect();
    }
  });

  /**
   * `$disconnect` must release the connections. Otherwise they stay open, no longer watched for
   * errors, and when the database then goes away (the server's shutdown: db.$disconnect(), then
   * database.stop()) an idle connection's "Connection terminated unexpectedly" is an unhandled
   * 'error' event that crashes the process.
   */
  it("releases every connection on $disconnect", async () => {
    const db = createDb(t.url, { max: 2 });
    await db.$queryRaw`SELECT 1::int AS one`;
    await db.user.count();
    const pool = poolOf(db)!;
    expect(pool.totalCount).toBeGreaterThan(0);

    await db.$disconnect();
    const left = pool.totalCount;
    const ended = pool.ended;
    await pool.end().catch(() => undefined);

    expect({ openConnections: left, poolEnded: ended }).toEqual({ openConnections: 0, poolEnded: true });
  });
});
