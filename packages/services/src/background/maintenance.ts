import { UPLOAD_RETENTION_DAYS } from "../uploads/core/maintenance.ts";
import type { TxContext } from "../platform/context.ts";

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long a checkout's idempotency key is honoured (docs/product/checkout-and-payments.md): a repeat within
 * a day answers the first answer. After that the row goes, and with it the receipt token its answer holds.
 * Only finished requests: a RUNNING one belongs to a checkout that may still be recording.
 */
export const CHECKOUT_KEY_RETENTION_MS = 24 * HOUR_MS;

export interface PurgedRows {
  sessions: number;
  captchas: number;
  rateLimits: number;
  checkoutRequests: number;
  uploadBatches: number;
}

/**
 * Rows that only matter for a while: expired sessions, spent captchas, old throttling windows, old
 * checkout keys, and upload batches untouched for a week (their staged rows go with them); a batch
 * being processed is never purged, however long it runs.
 */
export async function purgeExpiredRows({ db, now: clock }: TxContext): Promise<PurgedRows> {
  const now = clock();
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  const sessions = await db.session.deleteMany({ where: { expiresAt: { lt: now } } });
  const captchas = await db.spentCaptcha.deleteMany({ where: { expiresAt: { lt: now } } });
  const rateLimits = await db.rateLimit.deleteMany({ where: { windowStart: { lt: dayAgo } } });
  const checkoutRequests = await db.checkoutRequest.deleteMany({
    where: { state: "DONE", updatedAt: { lt: new Date(now.getTime() - CHECKOUT_KEY_RETENTION_MS) } },
  });
  const uploadBatches = await db.uploadBatch.deleteMany({
    where: { status: { notIn: ["QUEUED", "PROCESSING"] }, updatedAt: { lt: new Date(now.getTime() - UPLOAD_RETENTION_DAYS * 24 * HOUR_MS) } },
  });
  return {
    sessions: sessions.count,
    captchas: captchas.count,
    rateLimits: rateLimits.count,
    checkoutRequests: checkoutRequests.count,
    uploadBatches: uploadBatches.count,
  };
}
