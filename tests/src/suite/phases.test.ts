import { describe, expect, it } from "vitest";
import { phaseTable, playwrightNote, sideBySideNote, suitePhases } from "./phases.ts";

describe("suitePhases", () => {
  it("runs set-up, the Prisma client, lint/types/build side by side, Vitest's unit project, its two database projects side by side, and Playwright, in that order", () => {
    expect(suitePhases().map((p) => p.name)).toEqual([
      "set-up",
      "generate",
      "lint, types, build",
      "vitest unit",
      "vitest embedded + external",
      "playwright",
    ]);
  });
  it("runs one ESLint over the repository and the build without its dependencies (the client is generated before, once) beside both type-checks and the import-cycle check", () => {
    const sideBySide = suitePhases().find((p) => p.name === "lint, types, build")!;
    expect(sideBySide.commands.map((c) => [c.label, c.command, ...c.args].join(" "))).toEqual([
      "lint npm run -s lint:code",
      "build npx turbo run build --only --output-logs=errors-only",
      "types (server) npx tsc-native -p tsconfig.json --singleThreaded",
      "types (web) npx tsc-native -p apps/web/tsconfig.json --singleThreaded",
      "import cycles npm run -s lint:cycles",
    ]);
  });
  it("keeps each Vitest project's per-file timings in a report of its own", () => {
    const databases = suitePhases().find((p) => p.name === "vitest embedded + external")!;
    expect(databases.commands.map((c) => c.label)).toEqual(["embedded", "external"]);
    for (const [command, project] of [
      [databases.commands[0]!, "embedded"],
      [databases.commands[1]!, "external"],
    ] as const) {
      expect(command.args).toEqual(
        expect.arrayContaining(["--project", project, "--reporter=json", `--outputFile.json=.test-timings/vitest-${project}.json`]),
      );
    }
    expect(databases.commands[1]!.args).toContain("--maxWorkers=1");
  });
});

describe("the browser tier's servers", () => {
  it("are the mail receiver and the app of tests/e2e/servers.ts, started ahead of Playwright, which is told they run", () => {
    const playwright = suitePhases().find((p) => p.name === "playwright")!;
    expect(playwright.servers?.map((s) => s.name)).toEqual(["mail sink", "app"]);
    expect(playwright.servers?.[1]?.env).toMatchObject({ NODE_ENV: "production", PAYDESK_DEMO: "1", DATABASE_URL: "" });
    expect(playwright.commands[0]!.env).toEqual({ E2E_SERVERS_RUNNING: "1" });
    // Nothing else starts servers.
    expect(suitePhases().filter((p) => p.servers).map((p) => p.name)).toEqual(["playwright"]);
  });
});

describe("sideBySideNote", () => {
  it("says what each command of a side-by-side phase took", () => {
    expect(
      sideBySideNote([
        { label: "lint + build", wall: 52.3 },
        { label: "types (server)", wall: 61.9 },
      ]),
    ).toBe("lint + build 52.3 s, types (server) 1:02");
  });
  it("says nothing for a phase of one command", () => {
    expect(sideBySideNote([{ label: "vitest", wall: 12 }])).toBeUndefined();
  });
});

describe("phaseTable", () => {
  it("shows wall and CPU per phase, minutes past a minute, phases not run, and the totals of what ran", () => {
    const table = phaseTable([
      { name: "set-up", wall: 1.24, cpu: 0.8, status: "passed" },
      { name: "lint", wall: 75.4, cpu: 130.2, status: "failed" },
      { name: "types", wall: 0, cpu: null, status: "not run" },
    ]);
    expect(table.split("\n")).toEqual([
      "| phase  |  wall | CPU (user+sys) | result  |",
      "|--------|------:|---------------:|---------|",
      "| set-up | 1.2 s |          0.8 s | passed  |",
      "| lint   |  1:15 |           2:10 | failed  |",
      "| types  | 0.0 s |              – | not run |",
      "| total  |  1:17 |           2:11 | failed  |",
    ]);
  });
});

describe("playwrightNote", () => {
  it("names every test that passed only on a retry", () => {
    const report = {
      stats: { expected: 148, unexpected: 0, flaky: 1, skipped: 1 },
      suites: [
        {
          file: "coa.spec.ts",
          specs: [{ title: "edits an account", file: "coa.spec.ts", line: 12, tests: [{ status: "flaky" }] }],
          suites: [{ specs: [{ title: "lists", file: "coa.spec.ts", line: 40, tests: [{ status: "expected" }] }] }],
        },
      ],
    };
    expect(playwrightNote(report)).toBe("148 passed, 1 flaky, passed on retry: coa.spec.ts:12 edits an account, 1 skipped");
  });
  it("says only what passed when nothing was flaky", () => {
    expect(playwrightNote({ stats: { expected: 150, unexpected: 0, flaky: 0 } })).toBe("150 passed");
  });
});
