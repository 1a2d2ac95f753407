/**
 * The phases of `npm test` and the table printed at its end: each phase's wall time and the CPU
 * time its processes used (user + system, all descendants). Wall time says what a person waits;
 * CPU time says what a phase costs whatever else the machine is doing, so a figure taken on a
 * busy machine can still be compared. Pure (formatting and reading of reports); run.ts runs them.
 */
import path from "node:path";
import { e2ePort } from "../../e2e/ports.ts";
import { e2eServers, SERVERS_RUNNING_ENV } from "../../e2e/servers.ts";
import type { Server } from "./servers.ts";

/** Where every timing of a run is kept (git-ignored): the phase table and the per-file reports. */
export const TIMINGS_DIR = ".test-timings";

export interface Command {
  command: string;
  args: string[];
  /** What the phase table's note calls it when it runs beside others. */
  label?: string;
  /** Set on top of the runner's environment. */
  env?: Record<string, string>;
}

/** A phase: one command, or several run side by side (the phase fails if any does). */
export interface Phase {
  name: string;
  commands: Command[];
  /**
   * Servers its commands need, started while the phase before it runs (run.ts) and stopped at
   * the end of the run: their start then overlaps the earlier phase instead of adding to this one.
   */
  servers?: Server[];
}

export interface PhaseResult {
  name: string;
  /** Seconds. */
  wall: number;
  /** Seconds of CPU (user + system) used by the phase's processes; null where the OS does not say. */
  cpu: number | null;
  status: "passed" | "failed" | "not run";
  /** A short note for the table: e.g. Playwright's flaky tests. */
  note?: string;
}

/** One Vitest project's run, its per-file timings kept in a report of its own. */
export function vitestCommand(project: string, extraArgs: string[] = []): Command {
  return {
    label: project,
    command: "npx",
    args: [
      "vitest",
      "run",
      "--project",
      project,
      ...extraArgs,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${path.join(TIMINGS_DIR, `vitest-${project}.json`)}`,
    ],
  };
}

export function vitestPhase(project: string): Phase {
  return { name: `vitest ${project}`, commands: [vitestCommand(project)] };
}

const one = (name: string, command: string, args: string[]): Phase => ({ name, commands: [{ command, args }] });

/** The phases, in order; the first that fails ends the run (as the `&&` chain before it did). */
export function suitePhases(): Phase[] {
  return [
    one("set-up", "node", ["--import", "tsx", "tests/src/preflight/check.ts"]),
    // The Prisma client first: lint, types and build all read it, and must not race to write it.
    one("generate", "npx", ["turbo", "run", "generate", "--output-logs=errors-only"]),
    // Side by side: none of them writes what another reads, and one alone leaves a core idle
    // (ESLint is single-threaded). One ESLint for the whole repository, each file under its own
    // package's config (44 CPU-s, where one ESLint per package cost 77: each loaded the parser
    // again). Two type-check programs, not one per package (each of which read the whole server
    // side again): the server side (tsconfig.json at the root) and the web app, on the native
    // compiler (tooling/typescript/tsc-native.mjs), each on one thread: the phase's parallelism is
    // its commands side by side, and checker threads would only share the same two cores at a
    // higher CPU cost.
    {
      name: "lint, types, build",
      commands: [
        { label: "lint", command: "npm", args: ["run", "-s", "lint:code"] },
        { label: "build", command: "npx", args: ["turbo", "run", "build", "--only", "--output-logs=errors-only"] },
        { label: "types (server)", command: "npx", args: ["tsc-native", "-p", "tsconfig.json", "--singleThreaded"] },
        { label: "types (web)", command: "npx", args: ["tsc-native", "-p", "apps/web/tsconfig.json", "--singleThreaded"] },
        { label: "import cycles", command: "npm", args: ["run", "-s", "lint:cycles"] },
      ],
    },
    vitestPhase("unit"),
    // The two database projects side by side: alone, each left a core idle for a third of its
    // time (its server's start, migration and seed, then the last long files), and neither reads
    // the other's server. The external one, the smaller, runs on one worker so that three workers,
    // not four, share the two cores.
    {
      name: "vitest embedded + external",
      commands: [vitestCommand("embedded"), vitestCommand("external", ["--maxWorkers=1"])],
    },
    // The browser tier's mail receiver and app (tests/e2e/servers.ts) start while the database
    // tiers run: the app's database start, migrations and seed were ~20 s of the tier's wall with
    // a core idle; Playwright is told they run and uses them.
    {
      name: "playwright",
      commands: [
        {
          command: "npx",
          args: ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"],
          env: { [SERVERS_RUNNING_ENV]: "1" },
        },
      ],
      servers: e2eServers(e2ePort()),
    },
  ];
}

/** The note of a phase whose commands ran side by side: what each took, so the slowest shows. */
export function sideBySideNote(walls: readonly { label: string; wall: number }[]): string | undefined {
  if (walls.length < 2) return undefined;
  return walls.map((w) => `${w.label} ${seconds(w.wall)}`).join(", ");
}

function seconds(value: number | null): string {
  if (value === null) return "–";
  const whole = Math.round(value);
  return whole >= 60 ? `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}` : `${value.toFixed(1)} s`;
}

/** The table, as Markdown (it is pasted into the README as it is). */
export function phaseTable(results: readonly PhaseResult[]): string {
  const rows = results.map((r) => [r.name, seconds(r.wall), seconds(r.cpu), r.status + (r.note ? ` (${r.note})` : "")]);
  const ran = results.filter((r) => r.status !== "not run");
  const cpus = ran.map((r) => r.cpu);
  rows.push([
    "total",
    seconds(ran.reduce((sum, r) => sum + r.wall, 0)),
    cpus.every((c) => c !== null) ? seconds(cpus.reduce<number>((sum, c) => sum + c!, 0)) : "–",
    results.every((r) => r.status === "passed") ? "passed" : "failed",
  ]);
  const header = ["phase", "wall", "CPU (user+sys)", "result"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (i === 0 || i === 3 ? `-${"-".repeat(w)}-` : `-${"-".repeat(w)}:`)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

interface PlaywrightJson {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
}
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
}

/**
 * What Playwright's JSON report says about flakiness: a test that passed only on a retry is
 * flaky, named here so the run's summary shows it (a retry must never hide one).
 */
export function playwrightNote(report: PlaywrightJson): string | undefined {
  const flaky: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests.some((t) => t.status === "flaky")) flaky.push(`${spec.file}:${spec.line} ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  const stats = report.stats ?? {};
  const parts = [`${stats.expected ?? 0} passed`];
  if (stats.unexpected) parts.push(`${stats.unexpected} failed`);
  if (flaky.length > 0 || stats.flaky) parts.push(`${stats.flaky ?? flaky.length} flaky, passed on retry: ${flaky.join("; ")}`);
  if (stats.skipped) parts.push(`${stats.skipped} skipped`);
  return parts.join(", ");
}
