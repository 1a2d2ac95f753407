import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Whether a process with this pid exists (EPERM: it exists but belongs to another account). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A zombie (exited, not yet reaped: e.g. an orphan under a container's init that does not reap)
  // still answers signal 0 but is gone.
  return stateOf(pid) !== "Z";
}

/** The process state letter from /proc/<pid>/stat ("R", "S", "Z", …); "" where there is none. */
function stateOf(pid: number): string {
  if (process.platform !== "linux") return "";
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0] ?? "";
  } catch {
    return "";
  }
}

/**
 * When the process started, as the kernel counts it (Linux: /proc/<pid>/stat field 22), so a pid
 * written into a lock file is not mistaken for an unrelated process that got the same pid after a
 * reboot. "" where there is no /proc (the pid alone is then trusted); null when no such process.
 */
export function startTimeOf(pid: number): string | null {
  if (process.platform !== "linux") return isAlive(pid) ? "" : null;
  if (!isAlive(pid)) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return null;
  }
}

/** The command line of a running process, "" when it is gone or cannot be read. */
export function commandLineOf(pid: number): string {
  try {
    if (process.platform === "linux") return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
    return execFileSync("ps", ["-p", String(pid), "-o", "command="], { encoding: "utf8" }).trim();
  } catch {
    return "";
  }
}

/** Resolves true once the process is gone, false if it is still there after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
