/** The database of a bench run, chosen as `npm start` chooses it (packages/db/src/resolve.ts). */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { resolveDatabase, type ResolvedDatabase } from "@paydesk/db";

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
  const database = await resolveDatabase({ ...process.env, DATA_DIR: dataDir });
  if (database.kind !== "embedded") return { ...database, label: "PostgreSQL (DATABASE_URL)" };
  return { ...database, label: "embedded PostgreSQL", dataDir: path.relative(process.cwd(), dataDir) || "." };
}
