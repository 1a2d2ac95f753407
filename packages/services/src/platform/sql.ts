import { poolOf, type DbTx } from "@paydesk/db";
import type pg from "pg";

/**
 * A statement run on every request. Named ones are parsed and planned once per pooled connection;
 * leave the name out when the best plan depends on the values (PostgreSQL may settle a named
 * statement on one generic plan after five runs).
 */
export interface HotStatement {
  name?: string;
  text: string;
}

/**
 * Run a per-request hot statement as plain SQL. On a client made by `createDbOnPool` it goes
 * straight to the pg pool as a named prepared statement (about a third of the CPU of the same
 * query through Prisma 6.19, toolchain.md); inside an interactive transaction, which must keep its
 * own connection, it runs as raw SQL through Prisma on that connection. Columns must be read the
 * same way by both, so statements cast enums to text and return JSON only through `readJson`.
 */
export async function runHot<Row>(db: DbTx, statement: HotStatement, values: unknown[]): Promise<Row[]> {
  const pool = poolOf(db);
  if (!pool) return db.$queryRawUnsafe<Row[]>(statement.text, ...values);
  return queryNamed<Row>(pool, statement, values);
}

/** A hot statement on a pg pool, prepared once per connection when named. */
export async function queryNamed<Row>(pool: pg.Pool, statement: HotStatement, values: unknown[]): Promise<Row[]> {
  if (!statement.name) return (await pool.query({ text: statement.text, values })).rows as Row[];
  const client = await pool.connect();
  try {
    return (
      await client.query({ name: `${statement.name}_${process.pid}_${connectionNumber(client)}`, text: statement.text, values })
    ).rows as Row[];
  } finally {
    client.release();
  }
}

/**
 * Statement names carry the process and a number per connection. PostgreSQL keeps prepared
 * statements per session, but the PGlite socket server serves every connection (of every process)
 * from one session, so a second connection or a reconnect preparing the same name fails with
 * "already exists". Harmless on a real server; it can go with PGlite.
 */
const connectionNumbers = new WeakMap<pg.PoolClient, number>();
let connectionsSeen = 0;
function connectionNumber(client: pg.PoolClient): number {
  let n = connectionNumbers.get(client);
  if (n === undefined) {
    n = ++connectionsSeen;
    connectionNumbers.set(client, n);
  }
  return n;
}

/** A json column: pg parses it, Prisma's raw queries may hand it back as text. */
export function readJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
