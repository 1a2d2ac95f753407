/**
 * `npm test`: the phases of suitePhases() one after the other, stopping at the first that fails,
 * then the table of each phase's wall and CPU time (also written to .test-timings/phases.json,
 * beside the per-file reports of Vitest and Playwright), so the next decision about the suite's
 * time is taken on figures.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  phaseTable,
  playwrightNote,
  sideBySideNote,
  suitePhases,
  TIMINGS_DIR,
  type Command,
  type Phase,
  type PhaseResult,
} from "./phases.ts";
import { startServer, type StartedServer } from "./servers.ts";
import { watchTreeCpu } from "./tree-cpu.ts";

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function run({ command, args, env }: Command): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: env ? { ...process.env, ...env } : process.env });
    child.on("error", () => resolve(127));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Each phase's servers, once started (ahead of the phase: see Phase.servers). */
const serversOf = new Map<Phase, StartedServer[]>();
function startServersOf(phase: Phase | undefined): void {
  if (!phase?.servers || serversOf.has(phase)) return;
  process.stdout.write(`\n== starting for ${phase.name}: ${phase.servers.map((s) => s.name).join(", ")}\n`);
  serversOf.set(phase, phase.servers.map(startServer));
}
async function stopAllServers(): Promise<void> {
  await Promise.all([...serversOf.values()].flat().map((s) => s.stop()));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void stopAllServers().finally(() => process.exit(130));
  });
}

/** Runs a phase's commands side by side, once its servers answer; the first non-zero exit code, else 0. */
async function runPhase(phase: Phase, started: number): Promise<{ code: number; ran: { label: string; wall: number }[] }> {
  startServersOf(phase);
  try {
    await Promise.all((serversOf.get(phase) ?? []).map((s) => s.ready));
  } catch (error) {
    process.stderr.write(`${phase.name}: ${(error as Error).message}\n`);
    return { code: 1, ran: [] };
  }
  const ran = await Promise.all(
    phase.commands.map(async (command) => {
      const code = await run(command);
      return { code, label: command.label ?? command.command, wall: (performance.now() - started) / 1000 };
    }),
  );
  return { code: ran.find((r) => r.code !== 0)?.code ?? 0, ran };
}

mkdirSync(TIMINGS_DIR, { recursive: true });
const results: PhaseResult[] = [];
let failed = false;
// `npm test -- types "vitest unit"` runs only the phases named (all of them by default).
const only = process.argv.slice(2);
const phases = suitePhases().filter((p) => only.length === 0 || only.includes(p.name));
for (const [index, phase] of phases.entries()) {
  if (failed) {
    results.push({ name: phase.name, wall: 0, cpu: null, status: "not run" });
    continue;
  }
  process.stdout.write(`\n== ${phase.name}: ${phase.commands.map((c) => [c.command, ...c.args].join(" ")).join(" & ")}\n`);
  const cpu = watchTreeCpu(process.pid, ticksPerSecond);
  const started = performance.now();
  // The next phase's servers start now, beside this phase's commands.
  startServersOf(phases[index + 1]);
  const { code, ran } = await runPhase(phase, started);
  const cpuUsed = cpu.stop();
  const result: PhaseResult = {
    name: phase.name,
    wall: (performance.now() - started) / 1000,
    cpu: cpuUsed,
    status: code === 0 ? "passed" : "failed",
    note: sideBySideNote(ran),
  };
  const playwrightReport = path.join(TIMINGS_DIR, "playwright.json");
  if (phase.name === "playwright" && existsSync(playwrightReport)) {
    try {
      result.note = playwrightNote(JSON.parse(readFileSync(playwrightReport, "utf8")));
    } catch {
      // A report cut short by a crash: the phase's own output says what happened.
    }
  }
  results.push(result);
  failed = code !== 0;
}

await stopAllServers();
const table = phaseTable(results);
writeFileSync(
  path.join(TIMINGS_DIR, "phases.json"),
  `${JSON.stringify({ finishedAt: new Date().toISOString(), cores: os.availableParallelism(), node: process.version, results }, null, 2)}\n`,
);
process.stdout.write(
  `\nnpm test, each phase (wall: what you waited; CPU: what it cost, all its processes):\n${table}\n` +
    `Per-file timings: ${TIMINGS_DIR}/ (vitest-<project>.json, playwright.json).\n`,
);
process.exit(failed ? 1 : 0);
