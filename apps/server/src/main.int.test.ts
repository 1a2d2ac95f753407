/**
 * `npm start` when something is in its way: the real start-up (main.ts) in its own process.
 * It must stop within seconds, name the conflict, never claim to listen, and leave the first
 * PayDesk's database alone. Runs in the embedded project only (it starts servers of its own).
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freeLoopbackPort, startEmbeddedPostgres } from "@paydesk/db";
import "@paydesk/tests/provided";
import { afterAll, describe, expect, inject, it } from "vitest";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});
function dataRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pd-main-"));
  chmodSync(dir, 0o755);
  scratch.push(dir);
  return dir;
}

/** Start main.ts; resolve with how it ended (it must end by itself), what it printed, and how long it took. */
function startApp(env: Record<string, string>): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "info", NODE_ENV: "production", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const killer = setTimeout(() => child.kill("SIGKILL"), 40_000);
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, output, seconds: (Date.now() - started) / 1000 });
    }),
  );
}

function holdPort(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

describe.runIf(inject("databaseKind") === "embedded")("start-up conflicts", () => {
  it("stops at once, naming the port, when PORT is in use, before touching any database", async () => {
    const port = await freeLoopbackPort();
    const holder = await holdPort(port);
    const root = dataRoot();
    try {
      const run = await startApp({ PORT: String(port), DATA_DIR: root });
      expect({ code: run.code, says: run.output.includes(`PayDesk did not start: port ${port} is in use`) }).toEqual({
        code: 1,
        says: true,
      });
      expect(run.output).not.toContain("PayDesk listening");
      expect(run.seconds).toBeLessThan(20);
      expect({ databaseCreated: run.output.includes("database ready") }).toEqual({ databaseCreated: false });
    } finally {
      holder.close();
    }
  }, 60_000);

  it("stops, naming the other PayDesk's pid, when its data directory is in use", async () => {
    const root = dataRoot();
    const first = await startEmbeddedPostgres({ dataDir: path.join(root, "postgres") });
    try {
      const run = await startApp({ PORT: String(await freeLoopbackPort()), DATA_DIR: root });
      expect(run.code).toBe(1);
      expect(run.output).toContain(`is in use by another running PayDesk (pid ${process.pid})`);
      expect(run.output).not.toContain("PayDesk listening");
      expect(run.seconds).toBeLessThan(20);
    } finally {
      await first.stop();
    }
  }, 60_000);

  it("stops with what to do when DATA_DIR holds the PGlite version's database", async () => {
    const root = dataRoot();
    mkdirSync(path.join(root, "pglite"));
    const run = await startApp({ PORT: String(await freeLoopbackPort()), DATA_DIR: root });
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      `Found ${path.join(root, "pglite")}: a database written by an earlier PayDesk, which ran on PGlite.`,
    );
    expect(run.output).not.toContain("PayDesk listening");
  }, 60_000);
});
