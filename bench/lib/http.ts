/** The servers under test and the HTTP load generator (autocannon in a worker thread). */
import type { Server } from "node:http";
import { performance } from "node:perf_hooks";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import type express from "express";
import { round } from "./report.ts";

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Seconds before autocannon gives a request up (its default is 10). */
  timeoutSeconds?: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  /**
   * Busy time of this process's main thread per request (event-loop utilisation × duration /
   * requests): the app's own CPU cost, which holds better than req/s on a shared machine.
   */
  mainThreadMsPerRequest: number;
}

/** `BENCH_HTTP_PORT`: the first of consecutive ports the run's servers take (default: any free one). */
let nextPort = Number(process.env.BENCH_HTTP_PORT ?? 0);

export function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(nextPort ? nextPort++ : 0, "127.0.0.1", (error?: Error) => {
      if (error) return reject(error);
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    });
  });
}

export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Signs in through the real `POST /login` and returns the `pd_session` cookie pair. */
export async function signIn(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("pd_session="));
  if (res.status !== 200 || !cookie) throw new Error(`POST /login answered ${res.status}: ${await res.text()}`);
  return cookie.split(";")[0] ?? "";
}

/** A warm-up run (discarded), then the measured run, both with the same settings. */
export async function load(url: string, headers: Record<string, string>, settings: LoadSettings): Promise<LoadFigures> {
  // One worker thread: the load generator must not share the server's event loop.
  const options = { url, headers, connections: settings.connections, workers: 1, timeout: settings.timeoutSeconds ?? 10 };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const busyBefore = performance.eventLoopUtilization();
  const r: autocannon.Result = await autocannon({ ...options, duration: settings.seconds });
  const busy = performance.eventLoopUtilization(busyBefore);
  return {
    requestsPerSecond: round(r.requests.total / r.duration, 2),
    latencyMs: { mean: round(r.latency.mean, 2), p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    mainThreadMsPerRequest: round(busy.active / Math.max(1, r.requests.total), 3),
  };
}

/** An app target and the reference it is measured against (same headers for both). */
export interface Pair {
  reference: string;
  app: string;
  headers: Record<string, string>;
}

export interface PairFigures {
  reference: LoadFigures;
  app: LoadFigures;
  /** app / reference throughput in the round reported (the median round). */
  ratio: number;
  /** The ratio of every round, in order. */
  ratios: number[];
}

/**
 * Measures each pair `rounds` times, the reference right before its app target, and reports the
 * round with the median ratio. The shared machine's load swings within seconds: a ratio measured
 * side by side holds better than absolute figures, and the median of rounds keeps one busy moment
 * from deciding the result.
 */
export async function comparePairs(pairs: Pair[], settings: LoadSettings, rounds: number): Promise<PairFigures[]> {
  const measured: { reference: LoadFigures; app: LoadFigures; ratio: number }[][] = pairs.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, pair] of pairs.entries()) {
      const reference = await load(pair.reference, pair.headers, settings);
      const app = await load(pair.app, pair.headers, settings);
      measured[i]!.push({ reference, app, ratio: app.requestsPerSecond / Math.max(reference.requestsPerSecond, 1e-9) });
    }
  }
  return measured.map((runs) => {
    const median = [...runs].sort((a, b) => a.ratio - b.ratio)[Math.floor((runs.length - 1) / 2)]!;
    return {
      reference: median.reference,
      app: median.app,
      ratio: round(median.ratio, 3),
      ratios: runs.map((r) => round(r.ratio, 3)),
    };
  });
}
