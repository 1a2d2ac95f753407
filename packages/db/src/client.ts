import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client.ts";
import { createPool, type PoolOptions } from "./pool.ts";

export type Db = PrismaClient;
/** A client or an interactive transaction: service functions accept either. */
export type DbTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export function createDb(connectionString: string, options: PoolOptions = {}): Db {
  const pool = createPool(connectionString, options);
  // The adapter owns the pool: $disconnect ends it, so processes can exit cleanly.
  return new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
}
