/** The servers under test and the HTTP load generator (autocannon in a worker thread). */
import type { Server } from "node:http";
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
}

export function listen(app: express.Express): Promise<{ server: Server; url: string }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, "127.0.0.1", (error?: Error) => {
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
  const r: autocannon.Result = await autocannon({ ...options, duration: settings.seconds });
  return {
    requestsPerSecond: round(r.requests.total / r.duration, 2),
    latencyMs: { mean: round(r.latency.mean, 2), p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}
