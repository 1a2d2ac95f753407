import path from "node:path";
import { startEmbeddedPostgres } from "./embedded/start.ts";

export interface ResolvedDatabase {
  url: string;
  kind: "embedded" | "server";
  /**
   * Connections the app's pool may open. The embedded database takes one: the PGlite socket
   * server interleaves the protocol messages of concurrent connections on PGlite's single session
   * (an extended-protocol query's Parse/Bind/Execute from two clients get mixed up), and PGlite
   * runs one query at a time anyway, so one connection loses nothing.
   */
  poolMax: number;
  /** Stops the embedded database process; a no-op for an external server. */
  stop(): Promise<void>;
}

/** `DATABASE_URL` selects a real PostgreSQL server; otherwise PGlite under `DATA_DIR`. */
export async function resolveDatabase(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedDatabase> {
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, kind: "server", poolMax: Number(env.DATABASE_POOL_MAX ?? 10), stop: async () => undefined };
  }
  const dataDir = path.resolve(env.DATA_DIR ?? ".data", "pglite");
  const embedded = await startEmbeddedPostgres({ dataDir, maxConnections: 24 });
  return { url: embedded.url, kind: "embedded", poolMax: 1, stop: embedded.stop };
}
