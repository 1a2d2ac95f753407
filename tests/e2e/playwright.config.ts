import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { browserPath } from "../src/preflight/browser.ts";
import { e2ePort } from "./ports.ts";
import { e2eServers, ROOT, SERVERS_RUNNING_ENV } from "./servers.ts";

const PORT = e2ePort();

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
  // The mail receiver, then the app (servers.ts). Already running when `npm test` started them
  // while the database tiers ran.
  webServer: e2eServers(PORT).map((server) => ({
    command: server.command,
    cwd: ROOT,
    url: server.url,
    reuseExistingServer: process.env[SERVERS_RUNNING_ENV] === "1",
    timeout: server.timeoutMs,
    env: server.env,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
