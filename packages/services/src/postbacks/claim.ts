/**
 * One send of a postback at a time: the queue, the sweep, a re-post, a mass postback and
 * a mark all take this lease first (table `postback_send_claims`), so a mass run and the queue
 * never post the same postback at once, and a mark never lands in the middle of a send.
 *
 * The lease is one statement: an insert, or — when a row is there — an update only if the earlier
 * lease has run out. PostgreSQL re-checks that condition on the newest row after waiting for a
 * concurrent claimer, so exactly one of them gets it. The lease outlives the SIS request's own
 * timeout (10 s) by far, and it runs out on its own if its holder dies mid-send. Times are the
 * service clock (`ctx.now()`), like the queue's back-off.
 */
import { randomUUID } from "node:crypto";
import type { DbTx } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { POSTBACK_MESSAGES } from "@paydesk/validators";

export const SEND_CLAIM_LEASE_MS = 2 * 60_000;

/** The holder's token when the lease was taken; null when someone else holds it (or no such postback). */
export async function claimPostbackSend(db: DbTx, postbackId: number, now: Date): Promise<string | null> {
  const holder = randomUUID();
  const until = new Date(now.getTime() + SEND_CLAIM_LEASE_MS);
  const rows = await db.$queryRaw<{ postback_id: number }[]>`
    INSERT INTO postback_send_claims (postback_id, holder, claimed_until)
    SELECT p.id, ${holder}, ${until}::timestamptz FROM postbacks p WHERE p.id = ${postbackId}
    ON CONFLICT (postback_id) DO UPDATE SET holder = EXCLUDED.holder, claimed_until = EXCLUDED.claimed_until
      WHERE postback_send_claims.claimed_until <= ${now}::timestamptz
    RETURNING postback_id`;
  return rows.length === 1 ? holder : null;
}

/** Give the lease back: only the holder's own (a lease that ran out and was taken again stays). */
export async function releasePostbackSend(db: DbTx, postbackId: number, holder: string): Promise<void> {
  await db.$executeRaw`DELETE FROM postback_send_claims WHERE postback_id = ${postbackId} AND holder = ${holder}`;
}

/** `work` under the lease, released however it ends; `busy()` answers when someone else holds it. */
export async function withPostbackSend<T>(db: DbTx, postbackId: number, now: Date, work: () => Promise<T>, busy: () => T | Promise<T>): Promise<T> {
  const holder = await claimPostbackSend(db, postbackId, now);
  if (!holder) return busy();
  try {
    return await work();
  } finally {
    await releasePostbackSend(db, postbackId, holder);
  }
}

/** The postbacks of `ids` being sent right now (the list and the detail say so). */
export async function postbacksBeingSent(db: DbTx, ids: readonly number[], now: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.postbackSendClaim.findMany({ where: { postbackId: { in: [...ids] }, claimedUntil: { gt: now } }, select: { postbackId: true } });
  return new Set(rows.map((row) => row.postbackId));
}

/** The refusal of a person's send or mark while the lease is taken: 409, or 404 for no such postback. */
export async function refuseWhileSending(db: DbTx, postbackId: number): Promise<never> {
  const exists = await db.postback.count({ where: { id: postbackId } });
  throw exists ? new AppError("CONFLICT", POSTBACK_MESSAGES.sendingNow) : new AppError("NOT_FOUND", POSTBACK_MESSAGES.noSuchPostback);
}
