/**
 * Test tiers (STYLE #9), as Vitest projects:
 * - unit: pure `*.test.ts` beside the code in packages/ and apps/ (no database);
 * - embedded, external: the same integration (`*.int.test.ts`, through createCaller) and HTTP
 *   contract (`tests/contract/**`) files, each against its own database: the app's embedded
 *   PostgreSQL server (a throwaway data directory per run), and a separately started server
 *   reached by URL as through `DATABASE_URL` (tests/src/setup/external.global.ts). Each project's
 *   global setup starts the database, migrates and seeds it once and provides its URL (read with
 *   `inject`, see tests/src/provided.ts). Files run in parallel on both.
 * Browser tests are Playwright's (tests/e2e), not Vitest's.
 */
import { defineConfig } from "vitest/config";
import "./tests/src/setup/node20-polyfills.ts";

// A time zone that is not UTC (STYLE, after rallly), so date code that silently assumes UTC fails
// here and not in production. Set before any worker or database starts, so all inherit it; the
// throwaway PostgreSQL servers run in it too.
const TZ = "America/Chicago";
process.env.TZ = TZ;

const unitFiles = ["packages/*/src/**/*.test.ts", "apps/*/src/**/*.test.ts", "tests/src/**/*.test.ts", "tests/helpers/**/*.test.ts"];
const databaseFiles = [
  "packages/*/src/**/*.int.test.ts",
  "apps/*/src/**/*.int.test.ts",
  "tests/integration/**/*.test.ts",
  "tests/contract/**/*.test.ts",
];
const exclude = ["**/node_modules/**", "**/dist/**", "**/generated/**"];

export default defineConfig({
  test: {
    // The tests run against the demo data and the simulators (CONVENTIONS §12).
    env: { TZ, NODE_ENV: "test", PAYDESK_DEMO: "1" },
    exclude,
    // Two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: unitFiles, exclude: [...exclude, "**/*.int.test.ts"] },
      },
      {
        extends: true,
        test: { name: "embedded", include: databaseFiles, globalSetup: ["tests/src/setup/embedded.global.ts"] },
      },
      {
        extends: true,
        test: { name: "external", include: databaseFiles, globalSetup: ["tests/src/setup/external.global.ts"] },
      },
    ],
  },
});
