/** What every benchmark of a run shares: the database, the real app and the load settings. */
import type { Db } from "@paydesk/db";
import type { LoadSettings } from "./http.ts";
import type { QueryRecorder } from "./queries.ts";
import type { Reference } from "./reference.ts";

export interface BenchEnv {
  /** Which database and where (lib/database.ts). */
  database: string;
  databaseVersion: string;
  /** The URL the app's pool uses. */
  databaseUrl: string;
  /** Connections the app's pool may open: DATABASE_POOL_MAX (10), as `npm start` (packages/db/src/resolve.ts). */
  poolMax: number;
  db: Db;
  appUrl: string;
  settings: LoadSettings;
  loadAtStart: number;
  /** The statements the app's pool runs. */
  queries: QueryRecorder;
  /** The bare Express + pg references (lib/reference.ts). */
  reference: Reference;
}

export function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}
