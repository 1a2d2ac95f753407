/** A server-side tRPC caller acting as a bench account: the procedures' schema, rungs and services, no HTTP. */
import { createCaller, noopCookieJar } from "@paydesk/api";
import { loadActor, outboxTransport, systemClock } from "@paydesk/services";
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
