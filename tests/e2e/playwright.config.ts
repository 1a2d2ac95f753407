import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { browserPath } from "../src/preflight/browser.ts";
import { mailSinkPorts } from "./mail-sink.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run: tests may change what they touch. Kept under the
// system's temporary directory, which the server's unprivileged account can enter even when the
// repository sits under /root (a root run hands PostgreSQL to that account).
const DATA_DIR = path.join(os.tmpdir(), `paydesk-e2e-data-${PORT}`);
// The app's mail goes over SMTP to a receiver of the run (mail-sink.ts), which tests read.
const MAIL_SINK = mailSinkPorts(PORT);

/**
 * Browser tests in Debian's headless Chromium (never a downloaded browser: this network has none;
 * preflight/browser.ts says which build and why). The server is the real one, started from source
 * against the built web app (npm test builds it).
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A retry never hides a flaky test: the list's summary counts it as flaky, and npm test's phase
  // table names it (from the JSON report, which also keeps each test's time for the next look at
  // where the suite's time goes).
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never", outputFolder: path.join(ROOT, "playwright-report") }] as const]),
    ["json", { outputFile: path.join(ROOT, ".test-timings", "playwright.json") }],
  ],
  outputDir: path.join(ROOT, "test-results"),
  // Runs once the app (and so its database) is up: the run's database is throwaway, so it need
  // not write through to the disk (e2e-database.ts).
  globalSetup: "./global-setup.ts",
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace (DOM snapshots at every action and a screencast) is recorded for a failed test's
    // retry, not for every test: recording it for each test and keeping it on failure cost a
    // third of the browser tier's CPU. Locally (no retries) `--trace on` records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    timezoneId: "America/Chicago",
    // The app honours reduced motion (theme respectReducedMotion): no transitions, so axe never
    // catches an element half faded (a false colour-contrast finding).
    contextOptions: { reducedMotion: "reduce" },
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: browserPath(process.env),
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            // V8 stops at its baseline compiler (Sparkplug): a test's page lives for seconds, too
            // short for the optimizing compilers (Maglev, TurboFan) to pay back their compile
            // time, which runs on the same two cores. Same JavaScript, same results; the renderers
            // of the chart-of-accounts specs used about a fifth less CPU.
            "--js-flags=--max-opt=1",
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: "node --import tsx tests/e2e/mail-sink-server.ts",
      cwd: ROOT,
      url: `http://127.0.0.1:${MAIL_SINK.http}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { MAIL_SINK_SMTP_PORT: String(MAIL_SINK.smtp), MAIL_SINK_HTTP_PORT: String(MAIL_SINK.http) },
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `rm -rf "${DATA_DIR}" && node --import tsx apps/server/src/main.ts`,
      cwd: ROOT,
      url: `http://localhost:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        // The embedded default, whatever the shell has: a throwaway data directory per run.
        DATABASE_URL: "",
        PORT: String(PORT),
        DATA_DIR,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        // Production's runtime, with the demo data and simulators the tests sign in and pay with.
        PAYDESK_DEMO: "1",
        // Real SMTP to the run's receiver; the outbox keeps every message as well.
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK.smtp}`,
        // Another build of the web app (e.g. one per engineer working side by side); default apps/web/dist.
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
