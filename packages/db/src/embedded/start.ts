import { fork, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Where the database files live; omit for an in-memory database. */
  dataDir?: string;
  maxConnections?: number;
  port?: number;
}

const CHILD = fileURLToPath(new URL("./pglite-process.ts", import.meta.url));

/** Start PGlite in its own process, served on loopback; resolves once it accepts connections. */
export async function startEmbeddedPostgres(options: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child: ChildProcess = fork(CHILD, [], {
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      PGLITE_DATA_DIR: options.dataDir ?? "",
      PGLITE_MAX_CONNECTIONS: String(options.maxConnections ?? 20),
      PGLITE_PORT: String(options.port ?? 0),
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });

  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`embedded postgres exited with code ${code}`)));
    child.on("message", (msg: { type?: string; port?: number }) => {
      if (msg?.type === "ready" && msg.port) resolve(msg.port);
    });
  });

  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.removeAllListeners("exit");
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.send({ type: "shutdown" });
      }),
  };
}
