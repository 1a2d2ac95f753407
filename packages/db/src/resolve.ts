import path from "node:path";
import { assertNoPgliteData } from "./embedded/legacy.ts";
import { runningEmbeddedUrl, startEmbeddedPostgres } from "./embedded/start.ts";

export interface ResolvedDatabase {
  url: string;
  kind: "embedded" | "server";
  /** Connections the app's pool may open: `DATABASE_POOL_MAX`, default 10, on either database. */
  poolMax: number;
  /** Stops the embedded server; a no-op for an external server. */
  stop(): Promise<void>;
}

/**
 * `DATABASE_URL` selects a PostgreSQL server of your own; otherwise the embedded server runs on
 * `<DATA_DIR>/postgres` (DATA_DIR default `.data`), started here and stopped by `stop()`. As root
 * from a checkout under a private directory, the default moves to /var/lib/paydesk (start.ts says
 * where, in one line). With `joinRunning`, the server of a PayDesk already running on that
 * directory is used and left running.
 */
export async function resolveDatabase(
  env: NodeJS.ProcessEnv = process.env,
  where: { cwd?: string; notice?: (line: string) => void; joinRunning?: boolean } = {},
): Promise<ResolvedDatabase> {
  const poolMax = poolSize(env.DATABASE_POOL_MAX);
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, kind: "server", poolMax, stop: async () => undefined };
  const dataRoot = path.resolve(where.cwd ?? process.cwd(), env.DATA_DIR ?? ".data");
  assertNoPgliteData(dataRoot);
  // An operator's command beside the running app uses the app's server (it is stopped with the app).
  const running = where.joinRunning ? runningEmbeddedUrl(path.join(dataRoot, "postgres"), env.DATA_DIR ? "user" : "default") : null;
  if (running) return { url: running, kind: "embedded", poolMax, stop: async () => undefined };
  // The app's pool, the job queue's listener, Migrate and an operator's psql fit with room to spare.
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(dataRoot, "postgres"),
    // The default `.data` of a checkout the server's account cannot enter (root, a clone under
    // /root) is kept where it can; a DATA_DIR someone set is used as given.
    dataDirChosenBy: env.DATA_DIR ? "user" : "default",
    ...(where.notice ? { notice: where.notice } : {}),
    maxConnections: Math.max(100, poolMax + 20),
  });
  return { url: embedded.url, kind: "embedded", poolMax, stop: embedded.stop };
}

function poolSize(value: string | undefined): number {
  if (value === undefined || value === "") return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1)
    throw new Error(`DATABASE_POOL_MAX must be a whole number of at least 1 (got "${value}")`);
  return size;
}
