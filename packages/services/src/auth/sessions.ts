import type { DbTx } from "@paydesk/db";
import { actingActor, type Actor } from "@paydesk/domain";
import { runHot, type HotStatement } from "../platform/sql.ts";
import { ACTOR_COLUMNS, ACTOR_JOINS, actorFromRow, loadActor, type ActorRow } from "./actor.ts";
import {
  PROFILE_COLUMNS,
  profileFromRow,
  profileRealUserJoin,
  type SessionProfileRow,
} from "./session-profile.ts";
import { hashToken, newToken } from "../platform/tokens.ts";

/** Sessions end after 12 hours without a request, and after 7 days whatever happens. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
/** Refresh lastSeenAt at most once a minute, so reads do not each become a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

import type { SessionInfo } from "../platform/session.ts";
export type { SessionInfo };

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

/**
 * The session behind a cookie with its actor, in one named prepared statement: every signed-in
 * request runs it, so it is plain SQL on the pool (platform/sql.ts) rather than a Prisma query.
 * `real_user_active` is the masquerade check: the person really signed in must still be allowed in.
 */
export const SESSION_ACTOR: HotStatement = {
  name: "paydesk_session_actor",
  text: `
  SELECT s.id AS session_id, s.real_user_id, s.created_at, s.last_seen_at, s.expires_at,
         (s.real_user_id = s.user_id OR (real.id IS NOT NULL AND real.disabled_at IS NULL)) AS real_user_active,
         ${ACTOR_COLUMNS}, ${PROFILE_COLUMNS}
  FROM sessions s JOIN users u ON u.id = s.user_id ${ACTOR_JOINS} ${profileRealUserJoin("s.real_user_id")}
  WHERE s.id = $1`,
};

/**
 * Slide the idle expiry. The `last_seen_at` condition makes concurrent requests of one session,
 * all seeing a stale touch, write the row once.
 */
const TOUCH_SESSION: HotStatement = {
  name: "paydesk_touch_session",
  text: `UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1 AND last_seen_at < $4`,
};

interface SessionActorRow extends ActorRow, SessionProfileRow {
  session_id: string;
  real_user_id: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  real_user_active: boolean;
}

/** The session and actor behind a cookie token, or null when it is unknown, expired or disabled. */
export async function resolveSession(db: DbTx, token: string): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await runHot<SessionActorRow>(db, SESSION_ACTOR, [hashToken(token)]);
  if (!row) return null;
  const now = Date.now();
  if (row.expires_at.getTime() <= now || row.created_at.getTime() + SESSION_MAX_MS <= now) {
    await db.session.deleteMany({ where: { id: row.session_id } });
    return null;
  }
  // Acting as someone else (quick login) costs one more read: the real person's rights, which the
  // borrowed identity never exceeds (domain actingActor).
  const target = actorFromRow(row, row.real_user_id);
  if (!target || !row.real_user_active) return null;
  const real = row.real_user_id === row.user_id ? null : await loadActor(db, row.real_user_id);
  if (row.real_user_id !== row.user_id && !real) return null;
  const actor = real ? actingActor(target, real) : target;
  // Refresh at most once a minute, so reads do not each become a write.
  if (now - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await runHot(db, TOUCH_SESSION, [
      row.session_id,
      new Date(now),
      new Date(now + SESSION_IDLE_MS),
      new Date(now - TOUCH_INTERVAL_MS),
    ]);
  }
  return {
    session: {
      id: row.session_id,
      userId: row.user_id,
      realUserId: row.real_user_id,
      expiresAt: row.expires_at,
      profile: profileFromRow(row),
    },
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
