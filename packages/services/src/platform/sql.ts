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

/**
 * A hot statement on a pg pool, prepared once per connection when named: pg remembers per
 * connection which names it has prepared, and PostgreSQL keeps them per session.
 */
export async function queryNamed<Row>(pool: pg.Pool, statement: HotStatement, values: unknown[]): Promise<Row[]> {
  return (await pool.query({ name: statement.name, text: statement.text, values })).rows as Row[];
}

/** A json column: pg parses it, Prisma's raw queries may hand it back as text. */
export function readJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** A statement written with `:name` parameters, compiled once to PostgreSQL's `$n`. */
export interface NamedStatement<Name extends string> extends HotStatement {
  params: readonly Name[];
}

/**
 * Writes a long statement with named parameters (`:order_id`; `::type` casts are left alone), so
 * that forty positional `$n` cannot be miscounted. The text is compiled once, at module load, and
 * stays the same on every call, as a named prepared statement must.
 */
export function namedStatement<Name extends string>(statement: { name?: string; text: string }, params: readonly Name[]): NamedStatement<Name> {
  const position = new Map<string, number>(params.map((param, index) => [param, index + 1]));
  const text = statement.text.replace(/(?<![:\w]):([a-z_][a-z0-9_]*)/g, (_, param: string) => {
    const at = position.get(param);
    if (at === undefined) throw new Error(`statement ${statement.name ?? ""} uses :${param}, which is not among its parameters`);
    return `$${at}`;
  });
  return { ...(statement.name ? { name: statement.name } : {}), text, params };
}

/** The values of a named statement, in its parameters' order. */
export function bindNamed<Name extends string>(statement: NamedStatement<Name>, values: Record<Name, unknown>): unknown[] {
  return statement.params.map((param) => values[param]);
}

/** Runs hot statements on one connection: the pool's, a Prisma transaction's, or a pg transaction's. */
export type SqlRunner = <Row>(statement: HotStatement, values: unknown[]) => Promise<Row[]>;

/** Hot statements through a Prisma client or interactive transaction (runHot's rule). */
export function runnerOf(db: DbTx): SqlRunner {
  return (statement, values) => runHot(db, statement, values);
}

/**
 * `work` in one transaction on a connection of the pg pool, its statements named and prepared
 * once per connection: BEGIN, the work, COMMIT (ROLLBACK when it throws). For a hot path whose
 * writes are all plain SQL: Prisma's interactive transaction costs about 2 ms of CPU and a few
 * round trips of its own per transaction (docs/ARCHITECTURE.md, "Checkout throughput"), and
 * row locks taken inside are held until COMMIT, so its wall time matters too. A connection whose
 * ROLLBACK failed is dropped, never handed back in an unknown state.
 */
export async function inPoolTransaction<T>(pool: pg.Pool, work: (run: SqlRunner) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const run: SqlRunner = async <Row>(statement: HotStatement, values: unknown[]) =>
    (await client.query({ name: statement.name, text: statement.text, values })).rows as Row[];
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    const result = await work(run);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    // After BEGIN failed (a dead connection) the ROLLBACK fails too, and the connection is dropped.
    await client.query("ROLLBACK").catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
