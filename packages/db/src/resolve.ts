import path from "node:path";
import { startEmbeddedPostgres } from "./embedded/start.ts";

export interface ResolvedDatabase {
  url: string;
  kind: "embedded" | "server";
  /** Stops the embedded database process; a no-op for an external server. */
  stop(): Promise<void>;
}

/** `DATABASE_URL` selects a real PostgreSQL server; otherwise PGlite under `DATA_DIR`. */
export async function resolveDatabase(env: NodeJS.ProcessEnv = process.env): Promise<ResolvedDatabase> {
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, kind: "server", stop: async () => undefined };
  }
  const dataDir = path.resolve(env.DATA_DIR ?? ".data", "pglite");
  const embedded = await startEmbeddedPostgres({ dataDir, maxConnections: 24 });
  return { url: embedded.url, kind: "embedded", stop: embedded.stop };
}
