/**
 * The two servers a browser run needs beside the browser: the mail receiver and the app on a
 * fresh embedded database. playwright.config.ts starts them (its `webServer`); `npm test` starts
 * them itself while the database tiers run, so the browser tier does not wait for the app's
 * database to start, migrate and seed (tests/src/suite/run.ts), and tells Playwright so with
 * SERVERS_RUNNING_ENV. One definition for both, so the two starts cannot drift apart.
 */
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mailSinkPorts } from "./ports.ts";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Set to "1" by whoever already started e2eServers() for this port: Playwright then uses them. */
export const SERVERS_RUNNING_ENV = "E2E_SERVERS_RUNNING";

/**
 * A fresh embedded database for every run: tests may change what they touch. Kept under the
 * system's temporary directory, which the server's unprivileged account can enter even when the
 * repository sits under /root (a root run hands PostgreSQL to that account).
 */
export function e2eDataDir(port: number): string {
  return path.join(os.tmpdir(), `paydesk-e2e-data-${port}`);
}

export interface E2eServer {
  name: string;
  /** A shell command, run from the repository's root; it ends by exec-ing the server, so a signal to it reaches the server. */
  command: string;
  /** Answers 200 once the server is ready. */
  url: string;
  timeoutMs: number;
  /** Set on top of the environment the command inherits. */
  env: Record<string, string>;
}

export function e2eServers(port: number, env: NodeJS.ProcessEnv = process.env): E2eServer[] {
  const mail = mailSinkPorts(port);
  const dataDir = e2eDataDir(port);
  return [
    {
      name: "mail sink",
      command: "exec node --import tsx tests/e2e/mail-sink-server.ts",
      url: `http://127.0.0.1:${mail.http}/healthz`,
      timeoutMs: 30_000,
      env: { MAIL_SINK_SMTP_PORT: String(mail.smtp), MAIL_SINK_HTTP_PORT: String(mail.http) },
    },
    {
      name: "app",
      command: `rm -rf "${dataDir}" && exec node --import tsx apps/server/src/main.ts`,
      url: `http://localhost:${port}/healthz`,
      timeoutMs: 120_000,
      env: {
        // The embedded default, whatever the shell has: a throwaway data directory per run.
        DATABASE_URL: "",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        // Production's runtime, with the demo data and simulators the tests sign in and pay with.
        PAYDESK_DEMO: "1",
        // Real SMTP to the run's receiver; the outbox keeps every message as well.
        SMTP_URL: `smtp://127.0.0.1:${mail.smtp}`,
        // Another build of the web app (e.g. one per engineer working side by side); default apps/web/dist.
        ...(env.WEB_DIST ? { WEB_DIST: env.WEB_DIST } : {}),
      },
    },
  ];
}
