/**
 * Servers a phase needs running before its commands (the browser tier's mail receiver and app),
 * started by the runner ahead of that phase, while the phase before it runs: the app's database
 * start, migrations and seed then cost no wait of their own. Each runs in a process group of its
 * own, so nothing it started outlives it.
 */
import { spawn, type ChildProcess } from "node:child_process";

export interface Server {
  name: string;
  /** A shell command, run from the current directory. */
  command: string;
  /** Answers 2xx once the server is ready. */
  url: string;
  timeoutMs: number;
  /** Set on top of the runner's environment. */
  env: Record<string, string>;
}

export interface StartedServer {
  server: Server;
  /** Resolves once the server answers its URL; rejects when it exits first or times out. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 15_000;
const POLL_MS = 200;

export function startServer(server: Server): StartedServer {
  const child = spawn("sh", ["-c", server.command], {
    env: { ...process.env, ...server.env },
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  // What the server says on stderr is shown as Playwright shows its web servers' (warnings up).
  child.stderr!.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) if (line.trim()) process.stderr.write(`[${server.name}] ${line}\n`);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { server, ready: untilReady(server, exited), stop: () => stopGroup(child, exited) };
}

async function untilReady(server: Server, exited: Promise<number | null>): Promise<void> {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  const deadline = Date.now() + server.timeoutMs;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`${server.name} exited (code ${gone}) before answering ${server.url}`);
    try {
      const res = await fetch(server.url, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${server.name} did not answer ${server.url} within ${server.timeoutMs / 1000} s`);
}

/**
 * SIGTERM to the server (its command exec-ed it), which stops what it started in order (the app
 * closes its connections, then stops its PostgreSQL); past the grace period, or for anything of
 * its group left behind once it exited, SIGKILL to the whole group.
 */
async function stopGroup(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.pid === undefined) return;
  const send = (target: number, name: NodeJS.Signals) => {
    try {
      process.kill(target, name);
    } catch {
      // Gone already.
    }
  };
  if (child.exitCode === null && child.signalCode === null) {
    send(child.pid, "SIGTERM");
    const timer = setTimeout(() => send(-child.pid!, "SIGKILL"), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }
  send(-child.pid, "SIGKILL");
}
