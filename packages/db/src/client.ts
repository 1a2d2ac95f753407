import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import { PrismaClient } from "./generated/prisma/client.ts";
import { createPool, type PoolOptions } from "./pool.ts";
import { rememberPool } from "./sql.ts";

export type Db = PrismaClient;
/** A client or an interactive transaction: service functions accept either. */
export type DbTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export function createDb(connectionString: string, options: PoolOptions = {}): Db {
  return createDbOnPool(createPool(connectionString, options));
}

/** A client on an existing pool (shared with the job queue). The adapter owns the pool: $disconnect ends it. */
export function createDbOnPool(pool: pg.Pool): Db {
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  rememberPool(db, pool);
  return db;
}
