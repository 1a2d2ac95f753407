/**
 * The nudge that makes queued mail go out promptly (a monitor's match e-mails its
 * contacts within seconds, not at the next retry run 2-7 minutes later). queueEmails sends, in the
 * caller's own transaction, a job naming the rows it stored: the job exists exactly when the rows
 * do, and a worker delivers them right after the commit (mail/queue.ts). Naming the rows, not
 * "whatever is queued", keeps the job away from a message sendEmail is delivering by itself.
 */
import type { DbTx } from "@paydesk/db";
import { bossOverTransaction, jobQueueReady } from "../boss.ts";

export const MAIL_DELIVERY_QUEUE = "mail.deliver-queued";

export interface MailDeliveryJob {
  outboundEmailIds: number[];
}

/** Rows per job: a big batch (a statements upload) is delivered by several jobs side by side. */
const IDS_PER_JOB = 50;

/**
 * Queue delivery jobs for stored rows, in the caller's transaction. Nothing when no job queue was
 * ever started on this database (pg-boss's schema is missing) or the delivery queue was never
 * created (pg-boss then inserts no job): the retry job delivers the rows later, as before.
 */
export async function nudgeDelivery(db: DbTx, outboundEmailIds: readonly number[]): Promise<void> {
  if (!outboundEmailIds.length || !(await jobQueueReady(db))) return;
  const boss = bossOverTransaction(db);
  for (let start = 0; start < outboundEmailIds.length; start += IDS_PER_JOB) {
    await boss.send(MAIL_DELIVERY_QUEUE, { outboundEmailIds: outboundEmailIds.slice(start, start + IDS_PER_JOB) } satisfies MailDeliveryJob);
  }
}
