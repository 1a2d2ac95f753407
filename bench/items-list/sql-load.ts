/**
 * The bare-SQL side of the comparison: `connections` concurrent callers, each running the page
 * and the count (together, as the list service does) and starting again as soon as both answer
 * — the same closed loop autocannon drives over HTTP, on a pool as large as the app's.
 */
import { performance } from "node:perf_hooks";
import type pg from "pg";
import type { LoadFigures, LoadSettings } from "../lib/http.ts";
import { percentile, round } from "../lib/report.ts";
import type { BenchCase } from "./cases.ts";

async function runFor(
  pool: pg.Pool,
  benchCase: BenchCase,
  connections: number,
  seconds: number,
): Promise<{ latencies: number[]; errors: number; elapsed: number }> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        await Promise.all([pool.query(benchCase.page), pool.query(benchCase.count)]);
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
}

export async function loadSql(pool: pg.Pool, benchCase: BenchCase, settings: LoadSettings): Promise<LoadFigures> {
  await runFor(pool, benchCase, settings.connections, settings.warmupSeconds);
  const { latencies, errors, elapsed } = await runFor(pool, benchCase, settings.connections, settings.seconds);
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: round(latencies.length / elapsed, 2),
    latencyMs: {
      mean: round(latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length), 2),
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? NaN),
    },
    requests: latencies.length,
    non2xx: 0,
    errors,
  };
}

/** EXPLAIN ANALYZE of a query, one plan line per array entry. */
export async function explain(client: pg.ClientBase, query: { text: string; values: unknown[] }): Promise<string[]> {
  const result = await client.query<{ "QUERY PLAN": string }>({
    text: `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
    values: query.values,
  });
  return result.rows.map((row) => row["QUERY PLAN"]);
}
