/**
 * A throwaway cluster from Debian's PostgreSQL binaries for the `external` test project: initdb into a temp dir, start on
 * a free loopback port with its unix socket inside that dir, stop and delete it afterwards.
 * PostgreSQL refuses to run as root, so as root the binaries run as `nobody` (toolchain.md).
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freeLoopbackPort } from "@paydesk/db";

export interface PostgresServer {
  url: string;
  /** e.g. "PostgreSQL 15 at /usr/lib/postgresql/15/bin", for the run's log. */
  description: string;
  stop(): Promise<void>;
}

const SEARCH_ROOT = "/usr/lib/postgresql";
const UNPRIVILEGED_USER = "nobody";

/**
 * The newest `/usr/lib/postgresql/<version>/bin` that has initdb and pg_ctl. `PG_BIN` names the
 * directory instead, and is then the only one considered (`PG_BIN=/nowhere` simulates a machine
 * without PostgreSQL).
 */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates: string[] = [];
  if (env.PG_BIN) candidates.push(env.PG_BIN);
  else if (existsSync(SEARCH_ROOT)) {
    const versions = readdirSync(SEARCH_ROOT)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(SEARCH_ROOT, v, "bin")));
  }
  return candidates.find((bin) => existsSync(path.join(bin, "initdb")) && existsSync(path.join(bin, "pg_ctl"))) ?? null;
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/** The command line that runs `file args` as the unprivileged user when we are root. */
function asServerUser(file: string, args: string[]): [string, string[]] {
  if (!isRoot()) return [file, args];
  if (existsSync("/usr/sbin/runuser") || existsSync("/sbin/runuser")) {
    return ["runuser", ["-u", UNPRIVILEGED_USER, "--", file, ...args]];
  }
  const quoted = [file, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(" ");
  return ["su", [UNPRIVILEGED_USER, "-s", "/bin/sh", "-c", quoted]];
}

function run(file: string, args: string[], cwd: string): Promise<void> {
  const [command, commandArgs] = asServerUser(file, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(file)} exited with ${code}:\n${output.trim()}`)),
    );
  });
}

function serverTimeZone(): string {
  const zone = process.env.TZ || "America/Chicago";
  return /^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/.test(zone) ? zone : "America/Chicago";
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", name]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", name]).toString().trim());
  return { uid, gid };
}

export async function startPostgresServer(bin: string): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "paydesk-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  if (isRoot()) {
    const { uid, gid } = userIds(UNPRIVILEGED_USER);
    chownSync(dir, uid, gid);
  }
  const pgCtl = path.join(bin, "pg_ctl");
  let running = false;
  const stopSync = () => {
    if (!running) return;
    running = false;
    const [command, args] = asServerUser(pgCtl, ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    spawnSync(command, args, { cwd: dir, stdio: "ignore" });
    rmSync(dir, { recursive: true, force: true });
  };
  // If the runner dies without its teardown, do not leave a server behind.
  process.once("exit", stopSync);

  try {
    await run(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"], dir);
    const port = await freeLoopbackPort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
      // Run the server on local time like many on-premise installs (Debian uses the system zone),
      // not UTC: SQL that writes now() into a column without a time zone shows up here.
      `-c timezone=${serverTimeZone()}`,
    ].join(" ");
    await run(pgCtl, ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", options, "start"], dir);
    running = true;
    const version = readFileSync(path.join(dataDir, "PG_VERSION"), "utf8").trim();
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
      description: `PostgreSQL ${version} at ${bin}, port ${port}`,
      stop: async () => {
        process.removeListener("exit", stopSync);
        if (!running) return;
        running = false;
        await run(pgCtl, ["-D", dataDir, "-m", "fast", "-w", "stop"], dir).catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = existsSync(logFile) ? `\n${readFileSync(logFile, "utf8").slice(-2000)}` : "";
    stopSync();
    rmSync(dir, { recursive: true, force: true });
    process.removeListener("exit", stopSync);
    throw new Error(`${(error as Error).message}${log}`, { cause: error });
  }
}
