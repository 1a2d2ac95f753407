import { describeDb, uniqueSuffix } from "@paydesk/tests/harness";
import { expect, it } from "vitest";
import { consumeRateLimit, isRateLimited, releaseRateLimit, resetRateLimit, type RateLimitRule } from "./rate-limit.ts";

const RULE: RateLimitRule = { limit: 3, windowSeconds: 15 * 60 };

describeDb("rate limits", (t) => {
  const key = () => `test:${uniqueSuffix()}`;

  it("allows the limit's attempts, then refuses, and tells how long to wait", async () => {
    const k = key();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(t.db, k, RULE));
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(RULE.windowSeconds - 60);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(RULE.windowSeconds);
  });

  it("reports a key as limited once it reaches the limit, without counting the check", async () => {
    const k = key();
    expect(await isRateLimited(t.db, k, RULE)).toBe(false);
    for (let i = 0; i < RULE.limit - 1; i++) await consumeRateLimit(t.db, k, RULE);
    expect(await isRateLimited(t.db, k, RULE)).toBe(false);
    await consumeRateLimit(t.db, k, RULE);
    expect(await isRateLimited(t.db, k, RULE)).toBe(true);
    expect(await isRateLimited(t.db, k, RULE)).toBe(true);
    const row = await t.db.rateLimit.findUniqueOrThrow({ where: { key: k } });
    expect(row.count).toBe(RULE.limit);
  });

  it("starts a new window once the old one has passed", async () => {
    const k = key();
    for (let i = 0; i < RULE.limit; i++) await consumeRateLimit(t.db, k, RULE);
    await t.db.rateLimit.update({ where: { key: k }, data: { windowStart: new Date(Date.now() - (RULE.windowSeconds + 5) * 1000) } });
    expect(await isRateLimited(t.db, k, RULE)).toBe(false);
    const next = await consumeRateLimit(t.db, k, RULE);
    expect(next).toMatchObject({ allowed: true, remaining: RULE.limit - 1 });
  });

  it("allows no more than the limit of parallel attempts", async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 12 }, () => consumeRateLimit(t.db, k, RULE)));
    expect(results.filter((r) => r.allowed)).toHaveLength(RULE.limit);
  });

  it("gives an attempt back to the window it was counted in, never to a newer one", async () => {
    const k = key();
    const first = await consumeRateLimit(t.db, k, RULE);
    await consumeRateLimit(t.db, k, RULE);
    await releaseRateLimit(t.db, k, first);
    expect((await t.db.rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(1);
    await t.db.rateLimit.update({ where: { key: k }, data: { windowStart: new Date(Date.now() - (RULE.windowSeconds + 5) * 1000) } });
    const fresh = await consumeRateLimit(t.db, k, RULE);
    await releaseRateLimit(t.db, k, first);
    expect((await t.db.rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(1);
    await releaseRateLimit(t.db, k, fresh);
    await releaseRateLimit(t.db, k, fresh);
    expect((await t.db.rateLimit.findUniqueOrThrow({ where: { key: k } })).count).toBe(0);
  });

  it("forgets a key on reset", async () => {
    const k = key();
    for (let i = 0; i < RULE.limit; i++) await consumeRateLimit(t.db, k, RULE);
    await resetRateLimit(t.db, k);
    expect(await isRateLimited(t.db, k, RULE)).toBe(false);
  });

  /**
   * The window's start is written by the database (now()) and read back by the app. Prisma's pg
   * adapter reads timestamps as UTC whatever their offset, so the app's connections run with
   * TimeZone=UTC (packages/db/src/pool.ts) even when the server's default is local time (the
   * test PostgreSQL server runs on America/Chicago on purpose). Without that, a key that just
   * reached its limit reads as an expired window and sign-in throttling is off.
   */
  it("runs its connections on UTC and counts the window on the server's clock", async () => {
    const zone = await t.db.$queryRawUnsafe<{ TimeZone: string }[]>("SHOW TIME ZONE");
    expect(zone[0]?.TimeZone).toBe("UTC");
    const k = key();
    for (let i = 0; i < RULE.limit; i++) await consumeRateLimit(t.db, k, RULE);
    const last = await consumeRateLimit(t.db, k, RULE);
    expect(await isRateLimited(t.db, k, RULE)).toBe(true);
    expect(last.retryAfterSeconds).toBeGreaterThan(RULE.windowSeconds - 60);
  });
});
