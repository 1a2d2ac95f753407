import type pg from "pg";

/**
 * The pg pool under each Prisma client made by `createDbOnPool`. A few per-request hot paths (the
 * session and actor behind a cookie) run as plain SQL on it, as named prepared statements: through
 * pg they cost a fraction of the CPU of the same query through Prisma 6.19's query compiler
 * (toolchain.md). Kept beside the client, not on it, so Prisma's own type stays untouched.
 */
const pools = new WeakMap<object, pg.Pool>();

export function rememberPool(db: object, pool: pg.Pool): void {
  pools.set(db, pool);
}

/** The pool a client runs on; null for an interactive transaction (its queries must stay on its connection). */
export function poolOf(db: object): pg.Pool | null {
  return pools.get(db) ?? null;
}
