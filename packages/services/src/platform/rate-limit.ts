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
}

/**
 * Fixed-window counter kept in PostgreSQL, so every server instance shares it. One atomic
 * upsert: a window that has ended starts over at 1.
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
  };
}

/** Is the key already over its limit? (Does not count an attempt.) */
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

/**
 * Gives back one attempt counted by consumeRateLimit, for limits that count attempts first (so
 * parallel requests cannot all pass) but hold only some outcomes against the caller: a card
 * payment that was approved is no decline.
 */
export async function giveBackRateLimit(db: DbTx, key: string): Promise<void> {
  await db.$executeRaw`UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ${key}`;
}
