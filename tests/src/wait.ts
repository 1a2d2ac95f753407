/**
 * Waiting on a condition, never on time (STYLE #9): a test that needs something to have happened
 * (a job to finish, a request to be waiting for a row lock) polls for exactly that, with a
 * deadline, and when the deadline passes it fails saying what it waited for and what it last saw.
 * A loaded machine makes such a test slower, never wrong; a fixed sleep makes it wrong.
 */
import type { Db } from "@paydesk/db";

export interface WaitOptions {
  /** Give up after this long; default 20 s (a loaded machine polls slowly). */
  timeoutMs?: number;
  /** Time between reads; default 50 ms. */
  intervalMs?: number;
}

/**
 * Read until `done(value)` holds and answer that value; after the deadline, throw naming `what`
 * and the last value read. `done` defaults to "truthy".
 */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T> | T,
  done: (value: T) => boolean = Boolean,
  { timeoutMs = 20_000, intervalMs = 50 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${describe(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? String(v) : v))?.slice(0, 300) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The server process behind the connection `db` runs on (inside a transaction: that transaction's). */
export async function backendPid(db: Pick<Db, "$queryRaw">): Promise<number> {
  const [row] = await db.$queryRaw<[{ pid: number }]>`SELECT pg_backend_pid() AS pid`;
  return row.pid;
}

/**
 * Wait until at least `count` sessions are blocked by the session `holderPid`: waiting for a lock
 * it holds, or queued behind such a waiter (the second of two requests for one row waits for the
 * first's tuple lock, not for the holder). Read on `observer`, a connection outside the holder's
 * transaction: inside it the activity views are one snapshot.
 */
export function waitUntilBlockedBy(observer: Db, holderPid: number, count = 1, options?: WaitOptions): Promise<number> {
  return waitUntil(
    `${count} session(s) waiting for a lock held by backend ${holderPid}`,
    async () => {
      const [row] = await observer.$queryRaw<[{ blocked: number }]>`
        WITH RECURSIVE waiting(pid) AS (
          SELECT pid FROM pg_stat_activity WHERE ${holderPid}::int = ANY(pg_blocking_pids(pid))
          UNION
          SELECT a.pid FROM pg_stat_activity a JOIN waiting w ON w.pid = ANY(pg_blocking_pids(a.pid))
        )
        SELECT count(*)::int AS blocked FROM waiting`;
      return row.blocked;
    },
    (blocked) => blocked >= count,
    options,
  );
}
