import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const DONE = /All migrations have been successfully applied|No pending migrations to apply/;
const MIGRATIONS_DIR = path.join(REPO_ROOT, "prisma", "migrations");

/** A row of Prisma's `_prisma_migrations` table, as far as deciding whether there is work. */
export interface AppliedMigration {
  name: string;
  checksum: string;
  finished: boolean;
  rolledBack: boolean;
}

/**
 * Whether `migrate deploy` has nothing to do: every committed migration (name → SHA-256 of its
 * migration.sql, the checksum Prisma records) is applied, finished and unchanged, and the
 * database records nothing else (no failed or unfinished attempt, no migration this checkout
 * lacks). Anything else is the CLI's to judge, with its own messages.
 */
export function migrationsUpToDate(committed: ReadonlyMap<string, string>, applied: readonly AppliedMigration[]): boolean {
  const done = new Map<string, string>();
  for (const row of applied) {
    if (row.rolledBack) continue;
    if (!row.finished || !committed.has(row.name) || done.has(row.name)) return false;
    done.set(row.name, row.checksum);
  }
  return [...committed].every(([name, checksum]) => done.get(name) === checksum);
}

async function committedMigrations(): Promise<Map<string, string>> {
  const entries = await readdir(MIGRATIONS_DIR, { withFileTypes: true });
  const committed = new Map<string, string>();
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const sql = await readFile(path.join(MIGRATIONS_DIR, entry.name, "migration.sql"));
    committed.set(entry.name, createHash("sha256").update(sql).digest("hex"));
  }
  return committed;
}

/** What the database records of applied migrations; null when it cannot say (no table yet, a schema named in the URL, no connection). */
async function appliedMigrations(databaseUrl: string): Promise<AppliedMigration[] | null> {
  // Prisma reads the schema from the URL; this plain client would look in another one.
  if (URL.canParse(databaseUrl) && new URL(databaseUrl).searchParams.has("schema")) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => undefined);
  try {
    await client.connect();
    const table = await client.query<{ present: boolean }>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present");
    if (!table.rows[0]?.present) return null;
    const { rows } = await client.query<AppliedMigration>(
      `SELECT migration_name AS name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS "rolledBack" FROM _prisma_migrations`,
    );
    return rows;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Apply committed migrations with `prisma migrate deploy` (the same command on the embedded
 * server and on a server of your own). Through the JS engine the CLI idles ~10 s after finishing, so once it reports
 * success and its output settles we end it instead of waiting.
 */
export async function migrateDeploy(databaseUrl: string): Promise<"up to date" | "deployed"> {
  // Every start and create-admin run migrates; on a database that is already current the CLI
  // would only load itself and the schema to say so (seconds of CPU): one query says it too.
  const [committed, applied] = await Promise.all([committedMigrations(), appliedMigrations(databaseUrl)]);
  if (applied && migrationsUpToDate(committed, applied)) return "up to date";
  const require = createRequire(import.meta.url);
  const prismaCli = path.join(path.dirname(require.resolve("prisma/package.json")), "build", "index.js");
  const child = spawn(process.execPath, [prismaCli, "migrate", "deploy", "--config", path.join(REPO_ROOT, "prisma.config.ts")], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let succeeded = false;
  let settle: NodeJS.Timeout | undefined;
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (DONE.test(output)) {
      succeeded = true;
      clearTimeout(settle);
      settle = setTimeout(() => child.kill("SIGTERM"), 300);
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  clearTimeout(settle);
  if (!succeeded && code !== 0) {
    throw new Error(`prisma migrate deploy failed (exit ${code}):\n${output}`);
  }
  return "deployed";
}
