/**
 * CPU seconds spent, by this process (the app, its upload job and the bench's client) and by the
 * PostgreSQL server (its postmaster and every backend, read from /proc): what each phase costs
 * whatever the machine's load, where wall-clock seconds on a shared machine swing several-fold
 * between runs. Only for a server on this machine (the embedded one, or a local DATABASE_URL);
 * elsewhere the PostgreSQL figure is null.
 */
import { readdirSync, readFileSync } from "node:fs";
import type pg from "pg";

/** Linux reports utime and stime in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

function processStat(pid: number | string): { ppid: number; cpuSeconds: number; reapedSeconds: number } {
  const text = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after "(command)": state ppid … utime (14th field) stime (15th) cutime (16th) cstime (17th).
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return {
    ppid: Number(fields[1]),
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    reapedSeconds: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND,
  };
}

export interface CpuReading {
  app: number;
  postgres: number | null;
}

/** A reader of both clocks; the server is found as the parent of one of the pool's backends. */
export async function cpuClock(pool: pg.Pool): Promise<() => CpuReading> {
  const { rows } = await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  let postmaster: number | null = null;
  try {
    postmaster = processStat(rows[0]!.pid).ppid;
  } catch {
    postmaster = null;
  }
  const postgres = (): number | null => {
    if (postmaster === null) return null;
    let seconds = 0;
    for (const name of readdirSync("/proc")) {
      if (!/^\d+$/.test(name)) continue;
      try {
        const stat = processStat(name);
        if (stat.ppid === postmaster) seconds += stat.cpuSeconds;
        // The postmaster's own, plus its backends that already exited (an idle pooled connection
        // closed mid-phase): without them the sum drops when a backend ends.
        if (Number(name) === postmaster) seconds += stat.cpuSeconds + stat.reapedSeconds;
      } catch {
        // The process ended between the listing and the read.
      }
    }
    return seconds;
  };
  return () => {
    const usage = process.cpuUsage();
    return { app: (usage.user + usage.system) / 1e6, postgres: postgres() };
  };
}

/** CPU seconds between two readings. */
export function cpuSpent(from: CpuReading, to: CpuReading): CpuReading {
  return { app: to.app - from.app, postgres: from.postgres === null || to.postgres === null ? null : to.postgres - from.postgres };
}
