import type { DbTx } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import { ACTOR_USER_SELECT, actorFromRow } from "./actor.ts";
import { hashToken, newToken } from "./tokens.ts";

/** Sessions end after 12 hours without a request, and after 7 days whatever happens. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** Refresh lastSeenAt at most once a minute, so reads do not each become a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionInfo {
  id: string;
  userId: number;
  realUserId: number;
  expiresAt: Date;
}

export interface NewSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  session: SessionInfo;
}

export async function createSession(
  db: DbTx,
  input: { userId: number; realUserId?: number; ip?: string | null; userAgent?: string | null },
): Promise<NewSession> {
  const { token, hash } = newToken();
  const now = Date.now();
  const session = await db.session.create({
    data: {
      id: hash,
      userId: input.userId,
      realUserId: input.realUserId ?? input.userId,
      expiresAt: new Date(now + SESSION_IDLE_MS),
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
    },
    select: { id: true, userId: true, realUserId: true, expiresAt: true },
  });
  return { token, session };
}

export interface ResolvedSession {
  session: SessionInfo;
  actor: Actor;
}

/** The session and actor behind a cookie token, or null when it is unknown, expired or disabled. */
export async function resolveSession(db: DbTx, token: string): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  // One query: the session with its user, company and roles (see ACTOR_USER_SELECT).
  const row = await db.session.findUnique({
    where: { id: hashToken(token) },
    relationLoadStrategy: "join",
    select: {
      id: true,
      userId: true,
      realUserId: true,
      createdAt: true,
      lastSeenAt: true,
      expiresAt: true,
      user: { select: ACTOR_USER_SELECT },
    },
  });
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.createdAt.getTime() + SESSION_MAX_MS <= now) {
    await db.session.deleteMany({ where: { id: row.id } });
    return null;
  }
  const actor = actorFromRow(row.user, row.realUserId);
  if (!actor) return null;
  if (row.realUserId !== row.userId) {
    // Acting as someone else: the person really signed in must still be allowed in.
    const real = await db.user.findUnique({ where: { id: row.realUserId }, select: { disabledAt: true } });
    if (!real || real.disabledAt) return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.session.updateMany({
      where: { id: row.id },
      data: { lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_IDLE_MS) },
    });
  }
  return {
    session: { id: row.id, userId: row.userId, realUserId: row.realUserId, expiresAt: row.expiresAt },
    actor,
  };
}

export async function destroySession(db: DbTx, sessionId: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sessionId } });
}

/**
 * End every session of a user except the one in use (after a password change), including the
 * sessions in which they act as someone else (quick login keeps them as the real user).
 */
export async function destroyOtherSessions(db: DbTx, userId: number, keepSessionId: string | null): Promise<number> {
  const result = await db.session.deleteMany({
    where: { OR: [{ userId }, { realUserId: userId }], ...(keepSessionId ? { NOT: { id: keepSessionId } } : {}) },
  });
  return result.count;
}

export async function purgeExpiredSessions(db: DbTx): Promise<number> {
  const result = await db.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return result.count;
}
