import type { DbTx } from "@paydesk/db";
import { AppError, type Actor } from "@paydesk/domain";
import { API_KEY_MESSAGES } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { loadActor } from "./actor.ts";
import { hashToken, newToken } from "../platform/tokens.ts";

/** Keys look like `pdk_<prefix>_<secret>`: the prefix identifies a key in lists without revealing it. */
const KEY_PATTERN = /^pdk_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{20,})$/;

export interface CreatedApiKey {
  id: number;
  name: string;
  prefix: string;
  /** Shown once; only its hash is stored. */
  key: string;
  createdAt: Date;
  expiresAt: Date | null;
}

export async function createApiKey(
  ctx: ActorTxContext,
  input: { name: string; expiresInDays?: number | null },
): Promise<CreatedApiKey> {
  const { db, actor } = ctx;
  // A key acts without a session, so it could not say who really made it: not while acting as someone.
  if (actor.realUserId !== actor.userId) throw new AppError("FORBIDDEN", API_KEY_MESSAGES.notWhileActingAs);
  const prefix = newToken(6)
    .token.replace(/[^A-Za-z0-9]/g, "x")
    .slice(0, 8)
    .padEnd(8, "x");
  const secret = newToken(32).token;
  const key = `pdk_${prefix}_${secret}`;
  const expiresAt = input.expiresInDays ? new Date(ctx.now().getTime() + input.expiresInDays * 86_400_000) : null;
  const row = await db.apiKey.create({
    data: { userId: actor.userId, name: input.name, prefix, hash: hashToken(key), expiresAt },
    select: { id: true, name: true, prefix: true, createdAt: true, expiresAt: true },
  });
  await recordAudit(ctx, { action: "api_key.created", entity: "api_key", entityId: row.id, after: { name: row.name, prefix } });
  return { ...row, key };
}

/**
 * A key is bound to the password its owner had when it was made: a password change, a reset by
 * link or one made by an administrator (each sets passwordChangedAt) ends every older key, as it
 * ends sessions, so whoever had the account before the reset keeps no way in. Written once here
 * for the resolver and the list.
 */
export function keyOutlivedPassword(key: { createdAt: Date }, owner: { passwordChangedAt: Date | null }): boolean {
  return owner.passwordChangedAt !== null && key.createdAt.getTime() < owner.passwordChangedAt.getTime();
}

export async function listApiKeys({ db, actor }: ActorTxContext) {
  const owner = await db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { passwordChangedAt: true } });
  const keys = await db.apiKey.findMany({
    where: { userId: actor.userId, revokedAt: null },
    select: { id: true, name: true, prefix: true, createdAt: true, lastUsedAt: true, expiresAt: true },
    orderBy: { createdAt: "desc" },
  });
  return keys.filter((key) => !keyOutlivedPassword(key, owner));
}

export async function revokeApiKey(ctx: ActorTxContext, id: number): Promise<void> {
  const { db, actor } = ctx;
  const result = await db.apiKey.updateMany({
    where: { id, userId: actor.userId, revokedAt: null },
    data: { revokedAt: ctx.now() },
  });
  if (result.count === 0) throw new AppError("NOT_FOUND", API_KEY_MESSAGES.noSuchKey);
  await recordAudit(ctx, { action: "api_key.revoked", entity: "api_key", entityId: id });
}

const LAST_USED_INTERVAL_MS = 60 * 1000;

/**
 * The actor behind a Bearer key, or null for a malformed, unknown, revoked or expired key, or one
 * made before its owner's password last changed (keyOutlivedPassword).
 */
export async function resolveApiKey(db: DbTx, key: string): Promise<Actor | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const row = await db.apiKey.findUnique({ where: { hash: hashToken(key) }, include: { user: { select: { passwordChangedAt: true } } } });
  const now = Date.now();
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= now)) return null;
  if (keyOutlivedPassword(row, row.user)) return null;
  // "Last used" to the minute: a tool calling in a loop must not make every read a write.
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_INTERVAL_MS) {
    await db.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
  }
  return loadActor(db, row.userId);
}
