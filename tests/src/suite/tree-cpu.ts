/**
 * The CPU a phase's processes used, all of them. The kernel's count of a process's finished
 * children (cutime in /proc/self/stat) misses every process that outlives its parent and is
 * handed to init: Chromium's renderer and compositor processes when the browser is closed, and
 * PostgreSQL servers that pg_ctl starts in the background. For the browser tier that was most of
 * its CPU. So the phase's process tree is read from /proc every second instead: a process is the
 * phase's once it is seen with a parent that is, and stays so when it is handed to init; its CPU
 * is what it used while the phase ran. A process that starts and ends between two readings is not
 * seen (the readings are a second apart; such processes are short and few).
 */
import { readdirSync, readFileSync } from "node:fs";

export interface ProcSample {
  pid: number;
  ppid: number;
  /** Start time in clock ticks since boot: with the pid, names one process (pids are reused). */
  start: number;
  /** utime + stime, in clock ticks. */
  ticks: number;
}

/** One /proc/<pid>/stat line as a sample (fields after the command name, which may hold spaces). */
export function parseStat(stat: string): ProcSample | null {
  const close = stat.lastIndexOf(")");
  if (close < 0) return null;
  const pid = Number(stat.slice(0, stat.indexOf(" ")));
  const fields = stat.slice(close + 2).split(" ");
  // After the name: state(0) ppid(1) … utime(11) stime(12) … starttime(19).
  const sample = { pid, ppid: Number(fields[1]), start: Number(fields[19]), ticks: Number(fields[11]) + Number(fields[12]) };
  return Object.values(sample).every(Number.isFinite) ? sample : null;
}

/**
 * The tally of a process tree over time: `observe` each reading of the machine's processes, then
 * `ticks()` is the CPU the tree used since the first reading. Processes already running at the
 * first reading count from what they had used then. Pure, for the table test.
 */
export class TreeCpu {
  private readonly tracked = new Map<string, { first: number; last: number }>();
  private readings = 0;

  constructor(private readonly root: number) {}

  observe(samples: readonly ProcSample[]): void {
    const key = (s: ProcSample) => `${s.pid}:${s.start}`;
    const livePid = new Map<number, string>(samples.map((s) => [s.pid, key(s)]));
    const isTracked = (pid: number) => pid === this.root || this.tracked.has(livePid.get(pid) ?? "");
    // Parents before children need not hold in /proc's order: repeat until nothing new joins.
    for (let added = true; added; ) {
      added = false;
      for (const s of samples) {
        const k = key(s);
        const known = this.tracked.get(k);
        if (known) {
          known.last = s.ticks;
        } else if (s.pid !== this.root && isTracked(s.ppid)) {
          // Seen at the first reading: count from there; born later: count all of it.
          this.tracked.set(k, { first: this.readings === 0 ? s.ticks : 0, last: s.ticks });
          added = true;
        }
      }
    }
    this.readings += 1;
  }

  ticks(): number {
    let sum = 0;
    for (const { first, last } of this.tracked.values()) sum += last - first;
    return sum;
  }
}

function readProcesses(): ProcSample[] {
  const samples: ProcSample[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const sample = parseStat(readFileSync(`/proc/${name}/stat`, "utf8"));
      if (sample) samples.push(sample);
    } catch {
      // Gone since the directory was read.
    }
  }
  return samples;
}

/**
 * Watches the tree under `root` (this process: every phase's commands are its children) until
 * `stop()`, which answers the CPU seconds the tree used, or null where there is no /proc.
 */
export function watchTreeCpu(root: number, ticksPerSecond: number, everyMs = 1_000): { stop(): number | null } {
  let tally: TreeCpu | null = new TreeCpu(root);
  try {
    tally.observe(readProcesses());
  } catch {
    tally = null;
  }
  const timer = tally ? setInterval(() => tally!.observe(readProcesses()), everyMs) : null;
  return {
    stop() {
      if (timer) clearInterval(timer);
      if (!tally) return null;
      tally.observe(readProcesses());
      return tally.ticks() / ticksPerSecond;
    },
  };
}
