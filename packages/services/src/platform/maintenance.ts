import type { TxContext } from "./context.ts";

/** Rows that only matter for a while: expired sessions, spent captchas, old throttling windows. */
export async function purgeExpiredRows({
  db,
  now: clock,
}: TxContext): Promise<{ sessions: number; captchas: number; rateLimits: number }> {
  const now = clock();
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const sessions = await db.session.deleteMany({ where: { expiresAt: { lt: now } } });
  const captchas = await db.spentCaptcha.deleteMany({ where: { expiresAt: { lt: now } } });
  const rateLimits = await db.rateLimit.deleteMany({ where: { windowStart: { lt: dayAgo } } });
  return { sessions: sessions.count, captchas: captchas.count, rateLimits: rateLimits.count };
}
