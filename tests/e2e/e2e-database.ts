/**
 * The address of the browser tests' own database (the embedded server playwright.config.ts starts
 * on a throwaway DATA_DIR), read the way an operator would: the role's password beside the cluster
 * and the port in PostgreSQL's postmaster.pid. For tests that must make something happen that no
 * screen can, such as a background job that really fails (failed-jobs.spec.ts).
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export function e2eDatabaseUrl(): string {
  const port = Number(process.env.E2E_PORT ?? 3100);
  // As playwright.config.ts names it.
  const dataDir = path.join(os.tmpdir(), `paydesk-e2e-data-${port}`, "postgres");
  const password = readFileSync(path.join(dataDir, "password"), "utf8").trim();
  const dbPort = readFileSync(path.join(dataDir, "cluster", "postmaster.pid"), "utf8").split("\n")[3]!.trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${dbPort}/postgres?sslmode=disable`;
}
