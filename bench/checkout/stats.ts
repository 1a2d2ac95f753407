/** Latency lists and the figures a phase reports. */
import { percentile, round } from "../lib/report.ts";

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function latencyOf(ms: number[]): Latency {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/** Counts by a label, e.g. "409 SOLD_OUT" → 12. */
export class Tally {
  readonly counts: Record<string, number> = {};
  add(label: string): void {
    this.counts[label] = (this.counts[label] ?? 0) + 1;
  }
  total(): number {
    return Object.values(this.counts).reduce((a, b) => a + b, 0);
  }
}

export interface PhaseFigures {
  phase: "app" | "sql";
  round: number;
  clients: number;
  seconds: number;
  /** Orders paid whose payment completed inside the measured window. */
  orders: number;
  ordersPerSecond: number;
  /** Per order: from the first add to the (last) payment answer. */
  orderLatencyMs: Latency;
  /** Per request kind (app) or step (sql). */
  stepLatencyMs: Record<string, Latency>;
  /** Answers that are not a paid order, by status and code (sold out is expected in the sell-out burst). */
  refusals: Record<string, number>;
  /** Transport errors and unexpected answers: any makes the run fail. */
  failures: Record<string, number>;
  /** First few unexpected answers, for the log. */
  failureSamples: string[];
  /** Double clicks whose two answers named different orders or were not both paid. */
  doubleClickMismatches: number;
  doubleClicks: number;
  /** Sell-out burst: orders of the limited item paid, and buyers refused once it ran out. */
  lastSeatsPaid: number;
  lastSeatsRefused: number;
  /** Orders paid in the whole phase (warm-up, window, burst). */
  paidInPhase: number;
  /** The driver process's event-loop busy time per paid order (the reference's own CPU: pg and the pricing). */
  driverMsPerOrder: number;
  /** The app process's main-thread busy time per paid order (phase app only; set by run.ts). */
  appMsPerOrder?: number;
  /**
   * The app process's CPU time (user + system, every thread: GC, the pg sockets) per paid order,
   * from process.cpuUsage. Unlike the busy time above, time spent waiting for a core on a loaded
   * machine is not in it, so it compares between runs at different loads.
   */
  appCpuMsPerOrder?: number;
  /** The gateway simulator process's CPU per paid order (its own process, not the app's). */
  gatewayCpuMsPerOrder?: number;
  /** Statements the app's pool ran per paid order (phase app only; set by run.ts). */
  appStatementsPerOrder?: number;
  /** Every idempotency key the phase used for a paid order, with the order id(s) answered. */
  paidKeys: [string, number[]][];
}
