export { createDb, createDbOnPool, type Db, type DbTx } from "./client.ts";
export { createPool } from "./pool.ts";
export { poolOf } from "./sql.ts";
export { migrateDeploy } from "./migrate.ts";
export { startEmbeddedPostgres, type EmbeddedOptions, type EmbeddedPostgres } from "./embedded/start.ts";
export { EmbeddedPostgresError } from "./embedded/errors.ts";
export { freeLoopbackPort } from "./embedded/ports.ts";
export { resolveDatabase, type ResolvedDatabase } from "./resolve.ts";
export * from "./generated/prisma/client.ts";
