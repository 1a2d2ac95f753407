import { spawnSync } from "node:child_process";
import { chownSync, existsSync, lstatSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { EmbeddedPostgresError } from "./errors.ts";

/** The account PostgreSQL runs as when PayDesk runs as root (PostgreSQL refuses to run as root). */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

/** Existing accounts tried in order: Debian's `postgres` if installed, else `nobody`. Never one we create. */
const CANDIDATES = ["postgres", "nobody"];

/**
 * Who runs the server: ourselves (null) unless we are root, then the first candidate account that
 * exists in `/etc/passwd` (its text is passed in, so the choice is a pure function).
 */
export function chooseServerUser(currentUid: number, passwd: string): ServerUser | null {
  if (currentUid !== 0) return null;
  const accounts = new Map<string, ServerUser>();
  for (const line of passwd.split("\n")) {
    const [name, , uid, gid] = line.split(":");
    if (name && uid && gid && /^\d+$/.test(uid) && /^\d+$/.test(gid))
      accounts.set(name, { name, uid: Number(uid), gid: Number(gid) });
  }
  const found = CANDIDATES.map((name) => accounts.get(name)).find((user) => user && user.uid !== 0);
  if (!found) {
    throw new EmbeddedPostgresError(
      `PayDesk runs as root, and PostgreSQL must run as an unprivileged account, but neither ${CANDIDATES.join(" nor ")} exists. ` +
        "Run PayDesk as a non-root user, or set DATABASE_URL to use a PostgreSQL server.",
    );
  }
  return found;
}

export function currentServerUser(): ServerUser | null {
  const uid = typeof process.getuid === "function" ? process.getuid() : -1;
  if (uid !== 0) return null;
  return chooseServerUser(uid, readFileSync("/etc/passwd", "utf8"));
}

const SETPRIV = ["/usr/bin/setpriv", "/bin/setpriv"].find((file) => existsSync(file)) ?? null;

/**
 * The command line that runs `file args` as the server's account, through util-linux `setpriv`:
 * it switches to that account (as root) and sets the parent-death signal, so the server gets
 * SIGINT (PostgreSQL's fast shutdown) when the app dies, even by SIGKILL, and never lingers as an
 * orphan. Without setpriv (macOS) the server is spawned directly; a server orphaned there is
 * stopped by the next start (lock.ts).
 */
export function serverCommand(user: ServerUser | null, file: string, args: string[]): [string, string[]] {
  if (!SETPRIV) {
    if (user)
      throw new EmbeddedPostgresError(
        "PayDesk runs as root and needs util-linux `setpriv` to run PostgreSQL as an unprivileged account.",
      );
    return [file, args];
  }
  const identity = user ? [`--reuid=${user.uid}`, `--regid=${user.gid}`, "--clear-groups"] : [];
  return [SETPRIV, [...identity, "--pdeathsig", "INT", "--", file, ...args]];
}

/** Give the server's account the directory tree (a no-op when we run as ourselves). */
export function handOver(dir: string, user: ServerUser | null): void {
  if (!user) return;
  const chownTree = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.uid !== user.uid || stat.gid !== user.gid) chownSync(entry, user.uid, user.gid);
    if (stat.isDirectory()) for (const child of readdirSync(entry)) chownTree(path.join(entry, child));
  };
  // A tree first written by another account (a run as a normal user, then as root) is handed
  // over whole; otherwise everything in it was made by the server's account already.
  if (statSync(dir).uid !== user.uid) chownTree(dir);
}

/** Whether the server's account may enter (or run) `target`: the kernel decides, by `test -x` run as that account. */
export function isReachable(user: ServerUser | null, target: string): boolean {
  if (!user) return true;
  const [command, args] = serverCommand(user, "/bin/sh", ["-c", 'test -x "$1"', "sh", target]);
  return spawnSync(command, args, { stdio: "ignore" }).status === 0;
}

/**
 * Fail with a clear message when the server's account cannot reach a path it needs (the binaries
 * in node_modules, the data directory): the kernel decides, by running `test` as that account,
 * and on failure each ancestor is tried to name the one that blocks.
 */
export function assertReachable(user: ServerUser | null, target: string, what: string): void {
  if (!user) return;
  const can = (p: string) => isReachable(user, p);
  if (can(target)) return;
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let blocking = target;
  for (let i = 1; i <= parts.length; i++) {
    const prefix = path.sep + parts.slice(0, i).join(path.sep);
    if (!can(prefix)) {
      blocking = prefix;
      break;
    }
  }
  const mode = existsSync(blocking) ? (statSync(blocking).mode & 0o777).toString(8).padStart(3, "0") : "missing";
  throw new EmbeddedPostgresError(
    `PayDesk runs as root, so PostgreSQL runs as the unprivileged account ${user.name} (uid ${user.uid}), ` +
      `which cannot enter ${blocking} (mode ${mode}) on the way to ${what} ${target}. ` +
      "Put the repository and DATA_DIR under directories every account may enter (e.g. /srv or /opt), run PayDesk as a non-root user, or set DATABASE_URL.",
  );
}
