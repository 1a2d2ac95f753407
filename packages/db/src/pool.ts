import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

/**
 * PostgreSQL type OIDs that the Prisma driver adapter cannot deserialize during Migrate
 * (prisma/orm issue 27403): `name` (19) and `"char"` (18), and their arrays. Catalog queries
 * return them; reading them as text is lossless.
 */
const TEXT_OID = 25;
const TEXT_ARRAY_OID = 1009;
const REMAPPED_OIDS = new Map<number, number>([
  [19, TEXT_OID],
  [18, TEXT_OID],
  [1003, TEXT_ARRAY_OID],
  [1002, TEXT_ARRAY_OID],
]);

interface RowDescription {
  fields: { dataTypeID: number }[];
}

/**
 * A pg client that rewrites those OIDs as row descriptions arrive. It hooks
 * `_handleRowDescription`, a private pg method, which is why `pg` is pinned exactly.
 */
class NameAsTextClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    const self = this as unknown as { _handleRowDescription(msg: RowDescription): void };
    const original = self._handleRowDescription.bind(self);
    self._handleRowDescription = (msg) => {
      for (const field of msg.fields) {
        field.dataTypeID = REMAPPED_OIDS.get(field.dataTypeID) ?? field.dataTypeID;
      }
      original(msg);
    };
  }
}

export interface PoolOptions {
  max?: number;
  /** Let the process exit once every client is idle (CLIs such as `migrate deploy`). */
  allowExitOnIdle?: boolean;
}

export function createPool(connectionString: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    allowExitOnIdle: options.allowExitOnIdle ?? false,
    idleTimeoutMillis: 30_000,
    Client: NameAsTextClient,
    // Timestamps are stored without a zone and written as UTC by Prisma; `now()` in SQL (rate
    // limits, column defaults) must mean the same clock whatever the server's TimeZone setting.
    options: "-c TimeZone=UTC",
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on("error", (error) => console.warn(`database connection lost: ${error.message}`));
  return pool;
}

/** The adapter factory Prisma Migrate uses (see prisma.config.ts). */
export function createMigrationAdapter(connectionString: string): PrismaPg {
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  // Migrate runs its statements one after another: one connection is all it uses.
  return new PrismaPg(createPool(connectionString, { max: 1, allowExitOnIdle: true }), { disposeExternalPool: true });
}
