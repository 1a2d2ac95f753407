/**
 * The address of the browser tests' own database (the embedded server of servers.ts, on a throwaway
 * DATA_DIR), read the way an operator would: the role's password beside the cluster
 * and the port in PostgreSQL's postmaster.pid. For tests that must make something happen that no
 * screen can, such as a background job that really fails (failed-jobs.spec.ts), and for the run's
 * set-up (global-setup.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { e2ePort } from "./ports.ts";
import { e2eDataDir } from "./servers.ts";

export function e2eDatabaseUrl(): string {
  const dataDir = path.join(e2eDataDir(e2ePort()), "postgres");
  const password = readFileSync(path.join(dataDir, "password"), "utf8").trim();
  const dbPort = readFileSync(path.join(dataDir, "cluster", "postmaster.pid"), "utf8").split("\n")[3]!.trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${dbPort}/postgres?sslmode=disable`;
}

/**
 * The settings the embedded launcher gives a throwaway database of its own (no data directory
 * given), for this one: the run deletes its data directory at the next start, so no commit need
 * wait for the disk, nor the server flush its files (a crash of the machine may lose what the run
 * wrote, never anything kept). All three take effect on a reload, without a restart.
 */
export const THROWAWAY_SETTINGS = { fsync: "off", synchronous_commit: "off", full_page_writes: "off" } as const;

export async function makeDatabaseThrowaway(url = e2eDatabaseUrl()): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [name, value] of Object.entries(THROWAWAY_SETTINGS)) await client.query(`ALTER SYSTEM SET ${name} = ${value}`);
    await client.query("SELECT pg_reload_conf()");
  } finally {
    await client.end();
  }
}
