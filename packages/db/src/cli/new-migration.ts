/**
 * Write the next migration: diff the committed migrations (replayed on a throwaway embedded
 * database) against prisma/schema. Usage: npm run db:new-migration -- <name>
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrateDeploy, startEmbeddedPostgres } from "../index.ts";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
if (!name) throw new Error("usage: db:new-migration <name>");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const pg = await startEmbeddedPostgres();
try {
  await migrateDeploy(pg.url);
  const sql = execFileSync(
    "npx",
    ["prisma", "migrate", "diff", "--from-url", pg.url, "--to-schema-datamodel", "prisma/schema", "--script"],
    { cwd: root, env: { ...process.env, DATABASE_URL: pg.url }, encoding: "utf8" },
  );
  if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) {
    console.warn("schema and migrations agree: nothing to write");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(root, "prisma", "migrations", `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), sql);
    console.warn(`wrote ${path.relative(root, dir)}/migration.sql`);
  }
} finally {
  await pg.stop();
}
