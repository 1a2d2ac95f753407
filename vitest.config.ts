/**
 * Test tiers (STYLE #9), as Vitest projects:
 * - unit: pure `*.test.ts` beside the code in packages/ and apps/ (no database);
 * - embedded: every integration (`*.int.test.ts`, through createCaller) and HTTP contract
 *   (`tests/contract/**`) file, against the app's embedded PostgreSQL server (a throwaway data
 *   directory per run);
 * - external: a separately started server reached by URL, as through `DATABASE_URL`
 *   (tests/src/setup/external.global.ts; Debian's PostgreSQL when installed: another major
 *   version, on local time), running what proves that path rather than the whole tier again.
 *   The app has no code that branches on which server it uses (resolve.ts only picks the URL);
 *   what can differ is the server itself: its version and settings answering our SQL, the
 *   migrations, and reaching it by URL. So this project runs the contract tier (every route over
 *   HTTP through the whole stack, which reaches the hand-written SQL of uploads, claims, queues,
 *   collections, monitors, refunds, series, images and the job queue), except the generic probe of
 *   the shim table (shim-table.test.ts: ~3,000 requests for each shim's 401/403/404 and its 4xx on
 *   malformed input: the edge's validation and the access ladder, whose few queries every other
 *   contract file runs here too; the most expensive file of the tier), the migrations
 *   (tests/integration), the database package, the services' own integration files (SQL helpers,
 *   rate limits, maintenance, claims, upload kinds, seed), the server's, and the routers whose
 *   hand-written SQL no contract file reaches (account structure, operations, failed jobs).
 *   Every file on both servers would cost twice the database tier's time for tests that differ
 *   in nothing but the server.
 * Each database project's global setup starts the database, migrates and seeds it once and
 * provides its URL (read with `inject`, see tests/src/provided.ts). Files run in parallel.
 * Browser tests are Playwright's (tests/e2e), not Vitest's.
 */
import { defineConfig } from "vitest/config";
import EnvironmentSequencer from "./tests/src/setup/environment-sequencer.ts";
import "./tests/src/setup/node20-polyfills.ts";

// A time zone that is not UTC (STYLE, after rallly), so date code that silently assumes UTC fails
// here and not in production. Set before any worker or database starts, so all inherit it; the
// throwaway PostgreSQL servers run in it too.
const TZ = "America/Chicago";
process.env.TZ = TZ;

const unitFiles = ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "apps/web/src/**/*.test.tsx", "tests/src/**/*.test.ts", "tests/helpers/**/*.test.ts"];
const databaseFiles = [
  "packages/*/src/**/*.int.test.ts",
  "apps/*/src/**/*.int.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/contract/**/*.test.ts",
];
const externalFiles = [
  "tests/contract/**/*.test.ts",
  "tests/integration/**/*.test.ts",
  "packages/db/src/**/*.int.test.ts",
  "packages/services/src/**/*.int.test.ts",
  "apps/server/src/**/*.int.test.ts",
  "packages/api/src/routers/account-structure/*.int.test.ts",
  "packages/api/src/routers/operations/*.int.test.ts",
  "packages/api/src/routers/failed-jobs/*.int.test.ts",
];
const exclude = ["**/node_modules/**", "**/dist/**", "**/generated/**"];

export default defineConfig({
  test: {
    // The tests run against the demo data and the simulators (docs/product/demo-and-production.md).
    env: { TZ, NODE_ENV: "test", PAYDESK_DEMO: "1" },
    exclude,
    // Two cores.
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph instead of importing the API,
    // the services and the Prisma client afresh for each file: that import was over a third of
    // the database tiers' time. Files share no state but the database (module caches are keyed by
    // what they hold, test data is each file's own), and nothing mocks a module.
    isolate: false,
    // ...and a worker serves only files of one environment: the component tests (happy-dom) are
    // run together, not one by one between Node files (each switch started a worker afresh).
    sequence: { sequencer: EnvironmentSequencer },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Component tests (`*.test.tsx`) name happy-dom as their environment in their first line.
        test: { name: "unit", include: unitFiles, exclude: [...exclude, "**/*.int.test.ts"], setupFiles: ["apps/web/src/testing/dom-setup.ts"] },
      },
      {
        extends: true,
        test: { name: "embedded", include: databaseFiles, globalSetup: ["tests/src/setup/embedded.global.ts"] },
      },
      {
        extends: true,
        test: {
          name: "external",
          include: externalFiles,
          exclude: [...exclude, "tests/contract/shim-table.test.ts"],
          globalSetup: ["tests/src/setup/external.global.ts"],
        },
      },
    ],
  },
});
