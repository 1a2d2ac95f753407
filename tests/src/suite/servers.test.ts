import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { startServer } from "./servers.ts";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// A server that answers /healthz once it has slept a moment, and prints its pid.
const serverScript = (port: number) =>
  `exec node -e "const http = require('node:http'); setTimeout(() => http.createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1'), 300); console.error('pid ' + process.pid)"`;

describe("startServer", () => {
  it("is ready once the server answers its URL, and stop() ends the server's process", async () => {
    const port = await freePort();
    const lines: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => (lines.push(String(chunk)), true)) as typeof process.stderr.write;
    let pid: number;
    try {
      const started = startServer({ name: "probe", command: serverScript(port), url: `http://127.0.0.1:${port}/healthz`, timeoutMs: 10_000, env: {} });
      await started.ready;
      expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).text()).toBe("ok");
      pid = Number(/\[probe\] pid (\d+)/.exec(lines.join(""))?.[1]);
      expect(isRunning(pid)).toBe(true);
      await started.stop();
    } finally {
      process.stderr.write = write;
    }
    expect(isRunning(pid)).toBe(false);
  });

  it("rejects, naming the server, when it exits before answering", async () => {
    const port = await freePort();
    const started = startServer({ name: "broken", command: "exit 3", url: `http://127.0.0.1:${port}/`, timeoutMs: 10_000, env: {} });
    await expect(started.ready).rejects.toThrow(`broken exited (code 3) before answering http://127.0.0.1:${port}/`);
  });

  it("passes its environment on top of the runner's", async () => {
    const port = await freePort();
    const script = `exec node -e "require('node:http').createServer((q, s) => s.end(process.env.PROBE_VALUE)).listen(${port}, '127.0.0.1')"`;
    const started = startServer({ name: "env", command: script, url: `http://127.0.0.1:${port}/`, timeoutMs: 10_000, env: { PROBE_VALUE: "from-server" } });
    try {
      await started.ready;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("from-server");
    } finally {
      await started.stop();
    }
  });
});
