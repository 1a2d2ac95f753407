/**
 * The real start-up (main.ts) in its own process. When something is in its way it must stop by
 * itself (a start still running after 40 s is killed, and its exit code then fails the test), name the conflict, never claim to listen, and leave the first PayDesk's
 * database alone. A production start on an empty data directory writes no demo data, mounts no
 * simulator and names the command that creates the first administrator, which then works beside
 * the running app. Runs in the embedded project only (it starts servers of its own).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freeLoopbackPort, startEmbeddedPostgres } from "@paydesk/db";
import "@paydesk/tests/provided";
import { afterAll, describe, expect, inject, it } from "vitest";
import { demoAccount } from "@paydesk/tests/demo-accounts";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const CREATE_ADMIN = fileURLToPath(new URL("./create-admin.ts", import.meta.url));
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

/** Start main.ts; resolve with how it ended (it must end by itself: killed, its code is null) and what it printed. */
function startApp(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
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
      resolve({ code, output });
    }),
  );
}

/** Start main.ts and wait until it serves; the caller stops it. */
async function serveApp(env: Record<string, string>): Promise<{ origin: string; output: () => string; stop: () => Promise<void> }> {
  const port = await freeLoopbackPort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "info", DATABASE_URL: "", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // Settles when the app says it listens (true), or ends first (false).
  let settle!: (listening: boolean) => void;
  const started = new Promise<boolean>((resolve) => (settle = resolve));
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes("PayDesk listening")) settle(true);
  };
  child.stdout!.on("data", onOutput);
  child.stderr!.on("data", onOutput);
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      settle(false);
      resolve();
    }),
  );
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
  };
  const deadline = setTimeout(() => settle(false), 60_000);
  const listening = await started;
  clearTimeout(deadline);
  if (!listening) {
    await stop();
    throw new Error(`the app did not start:\n${output}`);
  }
  return { origin: `http://127.0.0.1:${port}`, output: () => output, stop };
}

/** Run the create-admin command (no terminal: it generates the password and prints it). */
function createAdmin(env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", CREATE_ADMIN, ...args], {
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

async function signIn(origin: string, email: string, password: string): Promise<number> {
  const res = await fetch(`${origin}/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
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

describe.runIf(inject("databaseKind") === "embedded")("a production start on an empty data directory", () => {
  it("writes no demo data, mounts no simulator, names the first-administrator command, which then works beside it", async () => {
    const root = dataRoot();
    // PAYDESK_DEMO empty counts as unset: NODE_ENV=production decides.
    const env = { DATA_DIR: root, NODE_ENV: "production", PAYDESK_DEMO: "" };
    const app = await serveApp(env);
    try {
      expect(app.output()).not.toContain("writing demo data");
      const hints = app.output().split("\n").filter((line) => line.includes("npm run create-admin -- --email you@example.org"));
      expect(hints).toHaveLength(1);
      expect(JSON.parse(hints[0]!)).toMatchObject({ level: 40 });

      // The command starts (a process of its own) while the running app is looked at.
      const creating = createAdmin(env, ["--email", "ops@school.example", "--first-name", "Olga", "--last-name", "Ops"]);
      const control = demoAccount("control");
      expect(await signIn(app.origin, control.email, control.password)).toBe(401);
      for (const [method, path] of [
        ["POST", "/simulators/gateway/charge"],
        ["POST", "/simulators/gateway/refund"],
        ["POST", "/simulators/channels/facebook/post"],
        ["GET", "/simulators/sis/powerschool/students"],
        ["GET", "/e/post/1"],
      ] as const) {
        const res = await fetch(`${app.origin}${path}`, { method, headers: { "content-type": "application/json", accept: "application/json" }, body: method === "POST" ? "{}" : undefined });
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
      }

      const created = await creating;
      expect(created.code).toBe(0);
      const password = /Password \(shown only this once; change it after signing in\): (\S+)/.exec(created.output)?.[1];
      expect(password?.length).toBe(20);
      expect(await signIn(app.origin, "ops@school.example", password!)).toBe(200);

      // Both at once: without --another the command refuses because ops@ exists, whichever ends
      // first (that check comes before the address's); with it, the second one is made.
      const [again, another] = await Promise.all([
        createAdmin(env, ["--email", "second@school.example"]),
        createAdmin(env, ["--email", "second@school.example", "--another"]),
      ]);
      expect(again.code).toBe(1);
      expect(again.output).toContain("A platform administrator already exists");
      expect(another.code).toBe(0);
    } finally {
      await app.stop();
    }
  }, 180_000);
});
