/**
 * Write the next migration: `npm run db:new-migration -- <name>`.
 *
 * Through a driver adapter, `prisma migrate diff` cannot read a live database (--from-url is
 * refused), but it can diff two schema files. So the "before" side is prisma/schema as it was
 * committed with the newest migration (read from git), the "after" side the working tree. The
 * result is then applied to a throwaway embedded database on top of the committed migrations, so
 * a migration that does not apply is never written.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrateDeploy, startEmbeddedPostgres } from "../index.ts";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
if (!name) throw new Error("usage: npm run db:new-migration -- <name>");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();

const lastMigrationCommit = git("log", "-1", "--format=%H", "--", "prisma/migrations");
if (git("status", "--porcelain", "--", "prisma/migrations")) {
  throw new Error("prisma/migrations has uncommitted changes: commit or remove them first");
}
const before = mkdtempSync(path.join(tmpdir(), "paydesk-schema-"));
execFileSync("sh", ["-c", `git archive ${lastMigrationCommit} prisma/schema | tar -x -C ${before}`], { cwd: root });

const pg = await startEmbeddedPostgres();
try {
  await migrateDeploy(pg.url);
  const sql = execFileSync(
    process.execPath,
    [
      path.join(root, "node_modules", "prisma", "build", "index.js"),
      "migrate",
      "diff",
      "--config",
      "prisma.config.ts",
      "--from-schema-datamodel",
      path.join(before, "prisma", "schema"),
      "--to-schema-datamodel",
      "prisma/schema",
      "--script",
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: pg.url }, encoding: "utf8" },
  );
  if (!/\b(CREATE|ALTER|DROP)\b/.test(sql)) {
    console.warn("prisma/schema matches the committed migrations: nothing to write");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(root, "prisma", "migrations", `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "migration.sql"), sql);
    try {
      await migrateDeploy(pg.url);
    } catch (error) {
      rmSync(dir, { recursive: true });
      throw error;
    }
    console.warn(`wrote ${path.relative(root, dir)}/migration.sql (applies cleanly)`);
  }
} finally {
  await pg.stop();
  rmSync(before, { recursive: true, force: true });
}
