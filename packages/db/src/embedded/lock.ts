import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { EmbeddedPostgresError } from "./errors.ts";
import { commandLineOf, isAlive, startTimeOf, waitForExit } from "./processes.ts";

/** What start-up finds in a data directory before it touches the database files. */
export interface FoundLocks {
  /** `paydesk.pid`: the PayDesk process that owns the directory, if any; `running` if it still runs. */
  owner: { pid: number; running: boolean } | null;
  /** PostgreSQL's `postmaster.pid`, if any: `running` if that pid is a live server on this directory. */
  server: { pid: number; running: boolean; pidInUse: boolean } | null;
}

export type LockDecision =
  | { action: "start" }
  | { action: "refuse"; ownerPid: number }
  | { action: "stop-orphan"; serverPid: number }
  | { action: "drop-reused-pid" };

/**
 * The rules, as a pure function (table-tested in lock.test.ts):
 * - another PayDesk still runs on this directory: refuse, naming its pid (never open its files);
 * - its owner is gone but the server still runs (an orphan, e.g. no parent-death signal on this
 *   platform): stop that server, then start;
 * - postmaster.pid names a pid that is now some other process (reused after a reboot): PostgreSQL
 *   would refuse to start, so drop the file;
 * - a stale postmaster.pid of a dead server: leave it, PostgreSQL's crash recovery handles it.
 */
export function decideLocks(found: FoundLocks): LockDecision {
  if (found.owner?.running) return { action: "refuse", ownerPid: found.owner.pid };
  if (found.server?.running) return { action: "stop-orphan", serverPid: found.server.pid };
  if (found.server?.pidInUse) return { action: "drop-reused-pid" };
  return { action: "start" };
}

interface OwnerRecord {
  pid: number;
  startTime: string;
}

/**
 * The directory's owner lock: `paydesk.pid` with our pid and start time. Taken before PostgreSQL
 * starts, released when it has stopped. An earlier owner that is gone (killed) is replaced.
 */
export class DataDirLock {
  private readonly ownerFile: string;
  private readonly postmasterFile: string;

  constructor(
    private readonly baseDir: string,
    private readonly clusterDir: string,
  ) {
    this.ownerFile = path.join(baseDir, "paydesk.pid");
    this.postmasterFile = path.join(clusterDir, "postmaster.pid");
  }

  inspect(): FoundLocks {
    return { owner: this.readOwner(), server: this.readServer() };
  }

  /** Take the directory or throw naming the PayDesk that holds it; deal with a leftover server. */
  async acquire(): Promise<void> {
    const decision = decideLocks(this.inspect());
    if (decision.action === "refuse") throw this.inUse(decision.ownerPid);
    this.writeOwner();
    if (decision.action === "stop-orphan") await stopServer(decision.serverPid);
    if (decision.action === "drop-reused-pid") rmSync(this.postmasterFile, { force: true });
  }

  release(): void {
    const owner = this.readRecord();
    if (owner?.pid === process.pid) rmSync(this.ownerFile, { force: true });
  }

  private writeOwner(): void {
    const record = `${JSON.stringify({ pid: process.pid, startTime: startTimeOf(process.pid) ?? "" } satisfies OwnerRecord)}\n`;
    // Exclusive create, so that of two starts racing for the directory one is refused; a record
    // left by an owner that is gone is removed first. (PostgreSQL's own postmaster.pid is the
    // last guard: it never lets two servers open one cluster.)
    for (let attempt = 0; ; attempt++) {
      try {
        writeFileSync(this.ownerFile, record, { flag: "wx", mode: 0o644 });
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const other = this.readOwner();
        if (other?.running || attempt > 0) throw this.inUse(other?.pid);
        rmSync(this.ownerFile, { force: true });
      }
    }
  }

  private inUse(pid: number | undefined): EmbeddedPostgresError {
    return new EmbeddedPostgresError(
      `The data directory ${this.baseDir} is in use by another running PayDesk${pid ? ` (pid ${pid})` : ""}. ` +
        "Stop that one first, or give this one its own DATA_DIR (and PORT).",
    );
  }

  private readRecord(): OwnerRecord | null {
    try {
      const record = JSON.parse(readFileSync(this.ownerFile, "utf8")) as Partial<OwnerRecord>;
      return typeof record.pid === "number" ? { pid: record.pid, startTime: String(record.startTime ?? "") } : null;
    } catch {
      return null;
    }
  }

  private readOwner(): FoundLocks["owner"] {
    const record = this.readRecord();
    if (!record || record.pid === process.pid) return null;
    const startTime = startTimeOf(record.pid);
    return { pid: record.pid, running: startTime !== null && (record.startTime === "" || startTime === record.startTime) };
  }

  private readServer(): FoundLocks["server"] {
    if (!existsSync(this.postmasterFile)) return null;
    const pid = Number(readFileSync(this.postmasterFile, "utf8").split("\n")[0]);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    if (!isAlive(pid)) return { pid, running: false, pidInUse: false };
    const ours = /\bpostgres\b/.test(commandLineOf(pid)) && commandLineOf(pid).includes(this.clusterDir);
    return { pid, running: ours, pidInUse: !ours };
  }
}

/** PostgreSQL's fast shutdown (SIGINT), then immediate (SIGQUIT), then SIGKILL, with the time each gets. */
export const STOP_SIGNALS = [
  ["SIGINT", 15_000],
  ["SIGQUIT", 5_000],
  ["SIGKILL", 5_000],
] as const;

/** Stop a server that is not our child (an orphan of an earlier run). */
export async function stopServer(pid: number): Promise<void> {
  for (const [signal, waitMs] of STOP_SIGNALS) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, waitMs)) return;
  }
}
