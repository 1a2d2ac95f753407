/** What a checkout bench run measures and how it was set, shared by the runner and the report. */
import type { AuditFindings } from "./audit.ts";
import type { PhaseFigures } from "./stats.ts";

export interface CheckoutSettings {
  clients: number;
  seconds: number;
  warmupSeconds: number;
  /**
   * Round 1's warm-up (BENCH_CHECKOUT_FIRST_WARMUP_SECONDS, 30): longer than a later round's,
   * because everything is cold then (the app's and the driver's JIT, the pools' connections and
   * their prepared statements, the database server's buffers), and round 1 measured 0.7-0.8 of
   * round 2 for both targets with 10 s. The bench measures the steady state.
   */
  firstWarmupSeconds: number;
  rounds: number;
  lastSeats: number;
  /** Measure the app too (BENCH_CHECKOUT_TARGETS, default "sql,app"); "sql" measures the reference alone. */
  withApp: boolean;
}

export interface MeasuredPhase {
  figures: Omit<PhaseFigures, "paidKeys">;
  audit: AuditFindings;
}

export interface CheckoutRound {
  sql: MeasuredPhase;
  /** Absent when BENCH_CHECKOUT_TARGETS=sql (the reference alone). */
  app?: MeasuredPhase;
  ratio: number | null;
}
