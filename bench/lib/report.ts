/** Printing and summarising benchmark figures. */
import os from "node:os";

export const print = (text = "") => process.stdout.write(`${text}\n`);
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
/** autocannon records whole milliseconds: 0 means under 1 ms. */
export const wholeMs = (n: number) => (n < 1 ? "<1" : String(n));

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`;
  return [line(cells[0] ?? []), rule, ...cells.slice(1).map(line)].join("\n");
}

export interface MachineInfo {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  loadAverage1m: { start: number; end: number };
  node: string;
  platform: string;
}

export function machineInfo(loadAtStart: number): MachineInfo {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: round(os.totalmem() / 2 ** 30),
    loadAverage1m: { start: round(loadAtStart, 2), end: round(os.loadavg()[0] ?? 0, 2) },
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export function machineLine(machine: MachineInfo, database: string, version: string, date: string): string {
  return (
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.platform}; ` +
    `${database} ${version}; 1-min load average ${machine.loadAverage1m.start} → ${machine.loadAverage1m.end}; ${date.slice(0, 10)}.`
  );
}
