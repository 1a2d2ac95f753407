/** Helpers the benches share: a server-side tRPC caller, one pooled client. */

/** A server-side tRPC caller acting as a bench account: the procedures' schema, rungs and services, no HTTP. */
import { createCaller, noopCookieJar } from "@paydesk/api";
import { loadActor, outboxTransport, systemClock } from "@paydesk/services";
import type pg from "pg";
import type { BenchEnv } from "./env.ts";

export async function benchCaller(env: Pick<BenchEnv, "db">, userId: number) {
  const actor = await loadActor(env.db, userId);
  if (!actor) throw new Error("the bench account cannot act");
  return createCaller({
    db: env.db,
    actor,
    session: null,
    authMethod: "api_key",
    ip: null,
    userAgent: "bench",
    cookies: noopCookieJar,
    mail: outboxTransport,
    appUrl: "http://localhost",
    now: systemClock,
  });
}

/** `work` on one client of `pool`, released afterwards (the data loaders run their chunks on one session). */
export async function onOneClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}
