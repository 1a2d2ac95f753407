import type { Db } from "@paydesk/db";
import type { RequestHandler } from "express";

/** How long one answer of the database stands for its health. */
const CHECK_MAX_AGE_MS = 1000;

/**
 * `GET /healthz`: 200 while the database answers, 503 when it does not. The database is asked at
 * most once a second, however many probes arrive (load balancers, uptime checks, a probe storm);
 * concurrent probes share the check in flight. So a probe costs the middleware chain, not a
 * round trip, and an outage shows within a second.
 */
export function healthCheck(db: Db, maxAgeMs = CHECK_MAX_AGE_MS): RequestHandler {
  let checkedAt = -Infinity;
  let healthy = false;
  let inFlight: Promise<boolean> | null = null;
  const check = (): Promise<boolean> =>
    (inFlight ??= db.$queryRaw`SELECT 1`
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        healthy = ok;
        checkedAt = performance.now();
        inFlight = null;
        return ok;
      }));
  return async (_req, res) => {
    const ok = performance.now() - checkedAt < maxAgeMs ? healthy : await check();
    if (ok) res.json({ status: "ok" });
    else res.status(503).json({ status: "error", message: "database unavailable" });
  };
}
