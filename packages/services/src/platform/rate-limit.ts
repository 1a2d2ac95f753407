import type { DbTx } from "@paydesk/db";

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
  /** The window this attempt was counted in (releaseRateLimit gives it back to that window only). */
  windowStart: Date;
}

/**
 * Fixed-window counter kept in PostgreSQL, so every server instance shares it. One atomic
 * upsert: a window that has ended starts over at 1. Count first, then act on `allowed`: the
 * upsert takes the row's lock, so however many attempts arrive at once, each sees the count
 * including every attempt before it and no more than `limit` are allowed.
 */
export async function consumeRateLimit(db: DbTx, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const rows = await db.$queryRaw<{ count: number; window_start: Date }[]>`
    INSERT INTO rate_limits (key, window_start, count)
    VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count, window_start`;
  const row = rows[0]!;
  const elapsed = (Date.now() - row.window_start.getTime()) / 1000;
  return {
    allowed: row.count <= rule.limit,
    remaining: Math.max(0, rule.limit - row.count),
    retryAfterSeconds: Math.max(1, Math.ceil(rule.windowSeconds - elapsed)),
    windowStart: row.window_start,
  };
}

/**
 * Give back an attempt counted by consumeRateLimit that turned out not to count, for limits that
 * count attempts first (so parallel requests cannot all pass) but hold only some outcomes against
 * the caller: a sign-in that succeeded, a card payment that was not declined. Only in the window
 * it was counted in, so a window that has started over is not pushed below its real count.
 */
export async function releaseRateLimit(db: DbTx, key: string, counted: Pick<RateLimitResult, "windowStart">): Promise<void> {
  await db.$executeRaw`
    UPDATE rate_limits SET count = count - 1
    WHERE key = ${key} AND window_start = ${counted.windowStart} AND count > 0`;
}

/**
 * Is the key already over its limit? (Does not count an attempt.) For display and tests only:
 * deciding with this and counting later lets parallel attempts all pass the check.
 */
export async function isRateLimited(db: DbTx, key: string, rule: RateLimitRule): Promise<boolean> {
  const row = await db.rateLimit.findUnique({ where: { key } });
  if (!row) return false;
  const windowOpen = row.windowStart.getTime() > Date.now() - rule.windowSeconds * 1000;
  return windowOpen && row.count >= rule.limit;
}

export async function resetRateLimit(db: DbTx, key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}

/** Limits used by the sign-in and password endpoints. */
export const RATE_LIMITS = {
  loginPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  passwordChangePerUser: { limit: 5, windowSeconds: 15 * 60 },
  passwordResetPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
