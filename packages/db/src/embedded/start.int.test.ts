/**
 * The launcher itself, on servers of its own (not the project's database), so it runs in the
 * embedded project only: a server that answers correctly under concurrency, the data directory
 * lock, what a SIGKILLed PayDesk leaves behind, the PGlite-directory message, and a start as root
 * from a checkout under a private directory.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPool } from "../pool.ts";
import { resolveDatabase } from "../resolve.ts";
import { isAlive, waitForExit } from "./processes.ts";
import { relocatedDataDir } from "./placement.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./start.ts";

const HOLDER = fileURLToPath(new URL("./hold-database.fixture.ts", import.meta.url));
const scratch: string[] = [];
const scratchDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pd-launcher-"));
  // mkdtemp makes it 0700; the server's account (when the tests run as root) must pass through.
  chmodSync(dir, 0o755);
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A separate process running the launcher on `dataDir`, holding the server until killed. */
async function holdInChild(dataDir: string): Promise<{ child: ChildProcess; url: string; pid: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", HOLDER, dataDir], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the holder exited with ${code} before its server was ready`)));
  });
  return { child, ...(JSON.parse(first) as { url: string; pid: number }) };
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const pool = createPool(url, { max: 1 });
  try {
    return (await pool.query(text, values)).rows as T[];
  } finally {
    await pool.end();
  }
}

describe.runIf(inject("databaseKind") === "embedded")("the embedded PostgreSQL launcher", () => {
  describe("a throwaway server", () => {
    let server: EmbeddedPostgres;
    let pool: pg.Pool;
    beforeAll(async () => {
      server = await startEmbeddedPostgres();
      pool = createPool(server.url, { max: 10 });
    }, 60_000);
    afterAll(async () => {
      await pool?.end();
      await server?.stop();
    }, 30_000);

    it("is a UTF-8 cluster with C.UTF-8 character classes, on loopback, with a password", async () => {
      const [row] = (
        await pool.query<{ len: number; upper: string; encoding: string; listen: string; auth: string }>(
          "SELECT length('😀') AS len, upper('é') AS upper, current_setting('server_encoding') AS encoding, " +
            "current_setting('listen_addresses') AS listen, current_setting('password_encryption') AS auth",
        )
      ).rows;
      expect(row).toEqual({ len: 1, upper: "É", encoding: "UTF8", listen: "127.0.0.1", auth: "scram-sha-256" });
      const withoutPassword = server.url.replace(/:[^:@/]+@/, "@");
      await expect(query(withoutPassword, "SELECT 1")).rejects.toThrow(/password/i);
    });

    /**
     * Ten connections at once, some in transactions, some with messages over 64 KB (where PGlite's
     * socket server mixed up connections): every query gets its own answer.
     */
    it("gives every query its own answer when ten connections query at once", async () => {
      const big = "x".repeat(100_000);
      const tally = { queries: 0, wrong: 0 };
      const worker = async (w: number) => {
        for (let i = 0; i < 40; i++) {
          const n = w * 1000 + i;
          if (w % 3 === 0) {
            const client = await pool.connect();
            try {
              await client.query("BEGIN");
              const { rows } = await client.query<{ n: number }>("SELECT $1::int AS n", [n]);
              if (rows[0]?.n !== n) tally.wrong++;
              await client.query("COMMIT");
            } finally {
              client.release();
            }
          } else {
            const { rows } = await pool.query<{ n: number; len: number }>("SELECT $1::int AS n, length($2::text) AS len", [
              n,
              w % 2 ? big : "small",
            ]);
            if (rows[0]?.n !== n || rows[0]?.len !== (w % 2 ? big.length : 5)) tally.wrong++;
          }
          tally.queries++;
        }
      };
      await Promise.all(Array.from({ length: 10 }, (_, w) => worker(w)));
      expect(tally).toEqual({ queries: 400, wrong: 0 });
    }, 30_000);
  });

  it("refuses a data directory that another running PayDesk holds, naming its pid", async () => {
    const dataDir = scratchDir();
    const holder = await holdInChild(dataDir);
    try {
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
        `The data directory ${dataDir} is in use by another running PayDesk (pid ${holder.child.pid})`,
      );
      // The refused start touched nothing: the first server still answers.
      expect(await query<{ one: number }>(holder.url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      holder.child.kill("SIGKILL");
      await waitForExit(holder.pid, 15_000);
    }
  }, 60_000);

  it("leaves no server behind when PayDesk is killed with SIGKILL, and starts again on the same data", async () => {
    const dataDir = scratchDir();
    const first = await holdInChild(dataDir);
    await query(first.url, "CREATE TABLE kept (note text)");
    await query(first.url, "INSERT INTO kept VALUES ($1)", ["written before the kill"]);

    first.child.kill("SIGKILL");
    expect({ serverGone: await waitForExit(first.pid, 15_000) }).toEqual({ serverGone: true });

    const again = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query<{ note: string }>(again.url, "SELECT note FROM kept")).toEqual([{ note: "written before the kill" }]);
    } finally {
      await again.stop();
    }
    expect(isAlive(again.pid)).toBe(false);
  }, 90_000);

  it("stops with what to do when DATA_DIR holds a database of the PGlite version", async () => {
    const dataRoot = scratchDir();
    mkdirSync(path.join(dataRoot, "pglite"));
    await expect(resolveDatabase({ DATA_DIR: dataRoot })).rejects.toThrow(/earlier PayDesk, which ran on PGlite[\s\S]*rm -rf/);
  });

  it("gives the app a pool of DATABASE_POOL_MAX connections, 10 by default, on either database", async () => {
    expect(await resolveDatabase({ DATABASE_URL: "postgresql://elsewhere/db" })).toMatchObject({ kind: "server", poolMax: 10 });
    expect(await resolveDatabase({ DATABASE_URL: "postgresql://elsewhere/db", DATABASE_POOL_MAX: "4" })).toMatchObject({
      poolMax: 4,
    });
    await expect(resolveDatabase({ DATABASE_URL: "postgresql://elsewhere/db", DATABASE_POOL_MAX: "none" })).rejects.toThrow(
      /DATABASE_POOL_MAX/,
    );
    const embedded = await resolveDatabase({ DATA_DIR: scratchDir() });
    try {
      expect(embedded).toMatchObject({ kind: "embedded", poolMax: 10 });
    } finally {
      await embedded.stop();
    }
  }, 60_000);

  /**
   * Root with the checkout under a directory of mode 0700 (a clone in /root): PostgreSQL's account
   * cannot enter it, so the default data directory is kept under /var/lib/paydesk, said in one
   * line, and found again at the next start; a DATA_DIR set there is refused with what to do.
   */
  describe.runIf(process.getuid?.() === 0)("as root, from a checkout under a private directory", () => {
    const home = path.join(scratchDir(), "home");
    const checkout = path.join(home, "paydesk");
    const relocated = relocatedDataDir(path.join(checkout, ".data", "postgres"), "/var/lib/paydesk");
    beforeAll(() => {
      mkdirSync(checkout, { recursive: true });
      chmodSync(home, 0o700);
    });
    afterAll(() => rmSync(relocated, { recursive: true, force: true }));

    it("keeps the default data directory where PostgreSQL's account can reach it, says where, and finds it again", async () => {
      const notices: string[] = [];
      const first = await resolveDatabase({}, { cwd: checkout, notice: (line) => notices.push(line) });
      try {
        await query(first.url, "CREATE TABLE kept (note text)");
        await query(first.url, "INSERT INTO kept VALUES ($1)", ["written on the first start"]);
      } finally {
        await first.stop();
      }
      expect(notices).toEqual([expect.stringContaining(`its data directory is ${relocated} (in place of ${checkout}/.data/postgres)`)]);

      const again = await resolveDatabase({}, { cwd: checkout, notice: () => undefined });
      try {
        expect(await query<{ note: string }>(again.url, "SELECT note FROM kept")).toEqual([{ note: "written on the first start" }]);
      } finally {
        await again.stop();
      }
    }, 90_000);

    it("refuses a DATA_DIR set under that directory, naming it and what to do", async () => {
      await expect(resolveDatabase({ DATA_DIR: path.join(checkout, ".data") }, { cwd: checkout })).rejects.toThrow(
        new RegExp(`cannot enter ${home} \\(mode 700\\) on the way to the data directory.*Put the repository and DATA_DIR under directories every account may enter`),
      );
    });
  });
});
