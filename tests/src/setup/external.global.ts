/**
 * Global setup of the `external` project: the same tests against a separately started server,
 * reached only through its URL, as the app reaches one through `DATABASE_URL`. Which server:
 * 1. `DATABASE_URL_TEST`, a server you run (it is migrated and seeded, never dropped);
 * 2. else Debian's PostgreSQL binaries if installed (`/usr/lib/postgresql/<n>/bin`, or `PG_BIN`):
 *    another major version than the embedded one, on the machine's local time zone;
 * 3. else (a machine with only Node and npm; `PG_BIN=/nowhere` simulates one) a second server
 *    from the npm binaries, a separate process the tests reach by URL only.
 * A server that does not start fails the run: this project is never skipped.
 */
import { startEmbeddedPostgres } from "@paydesk/db";
import type { TestProject } from "vitest/node";
import "../provided.ts";
import { findPostgresBin, startPostgresServer } from "./postgres-server.ts";
import { provideDatabase, type StartedServer } from "./prepare.ts";

interface ExternalServer extends StartedServer {
  description: string;
}

async function startExternalServer(): Promise<ExternalServer> {
  if (process.env.DATABASE_URL_TEST) {
    return { url: process.env.DATABASE_URL_TEST, description: "the server of DATABASE_URL_TEST", stop: async () => undefined };
  }
  const bin = findPostgresBin();
  if (bin) return startPostgresServer(bin);
  const server = await startEmbeddedPostgres({ maxConnections: 200 });
  return { url: server.url, description: `a second server from the npm binaries, port ${server.port}`, stop: server.stop };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startExternalServer();
  console.warn(`[external project] ${server.description}`);
  return provideDatabase(project, "external", server);
}
