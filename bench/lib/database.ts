/** The database of a bench run, chosen as `npm start` chooses it (packages/db/src/resolve.ts). */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { resolveDatabase, startEmbeddedPostgres, type ResolvedDatabase } from "@paydesk/db";
import { envInt } from "./env.ts";

const BENCH_DATA_DIR = fileURLToPath(new URL("../.data", import.meta.url));

export interface BenchDatabase extends ResolvedDatabase {
  /** Which database, for the output: "embedded PostgreSQL" or "PostgreSQL (DATABASE_URL)". */
  label: string;
  /** Where the embedded server keeps its data, relative to the working directory. */
  dataDir?: string;
}

/**
 * `DATABASE_URL`, or the embedded PostgreSQL server with `DATABASE_POOL_MAX` (10) connections, as
 * in `npm start`. The embedded data live in the bench's own directory (`bench/.data`, or
 * `DATA_DIR`), not the app's `.data` that a running `npm start` holds, so the item lists'
 * 100,000 rows are written once and reused.
 */
export async function benchDatabase(): Promise<BenchDatabase> {
  const dataDir = process.env.DATA_DIR ?? BENCH_DATA_DIR;
  const database =
    process.env.BENCH_DB_PORT && !process.env.DATABASE_URL
      ? await embeddedOnPort(dataDir, Number(process.env.BENCH_DB_PORT))
      : await resolveDatabase({ ...process.env, DATA_DIR: dataDir });
  if (database.kind !== "embedded") return { ...database, label: "PostgreSQL (DATABASE_URL)" };
  return { ...database, label: "embedded PostgreSQL", dataDir: path.relative(process.cwd(), dataDir) || "." };
}

/**
 * The same embedded server on a port of our choosing (`BENCH_DB_PORT`), for a shared machine
 * where each checkout of the repository keeps to a range of ports: resolveDatabase picks any free one.
 */
async function embeddedOnPort(dataDir: string, port: number): Promise<ResolvedDatabase> {
  const poolMax = envInt("DATABASE_POOL_MAX", 10);
  const server = await startEmbeddedPostgres({
    dataDir: path.join(path.resolve(dataDir), "postgres"),
    port,
    maxConnections: Math.max(100, poolMax + 20),
  });
  return { url: server.url, kind: "embedded", poolMax, stop: server.stop };
}
