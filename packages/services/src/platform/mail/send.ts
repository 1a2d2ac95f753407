import type { TxContext } from "../context.ts";
import { nudgeDelivery } from "./nudge.ts";
import type { MailMessage } from "./transport.ts";

/** What sending needs of a service context (a transaction's will do). */
export type MailContext = Pick<TxContext, "db" | "mail" | "now">;

export interface OutgoingEmail extends MailMessage {
  /** What it is for ("password_reset"): kept with the row, never the message's secret. */
  purpose: string;
  companyId?: number | null;
}

/** The outbox row of a message, not yet sent. */
function outboxRow(email: OutgoingEmail) {
  return {
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    purpose: email.purpose,
    companyId: email.companyId ?? null,
  };
}

/**
 * Record the message in the outbox, then hand it to the transport. Returns false when delivery
 * failed (the row keeps the error, and the retry job tries it again later).
 */
export async function sendEmail(ctx: MailContext, email: OutgoingEmail): Promise<boolean> {
  const row = await ctx.db.outboundEmail.create({ data: outboxRow(email), select: { id: true } });
  return deliverStored(ctx, row.id);
}

/**
 * Record messages for later delivery, in the caller's transaction (one multi-row insert): they
 * commit or vanish with the change they announce, and nothing is sent from inside a transaction.
 * A delivery job naming them is queued in the same transaction (mail/queue.ts), so they go out
 * within seconds of the commit; should it not run, the retry job delivers them once they are
 * older than QUEUED_HANDOFF_MS.
 */
export async function queueEmails(db: MailContext["db"], emails: readonly OutgoingEmail[]): Promise<number> {
  if (!emails.length) return 0;
  const rows = await db.outboundEmail.createManyAndReturn({ data: emails.map(outboxRow), select: { id: true } });
  await nudgeDelivery(db, rows.map((row) => row.id));
  return rows.length;
}

/**
 * A QUEUED row this old was queued for later delivery (queueEmails), or its sender died while
 * delivering: far longer than sendEmail's SMTP timeouts (at most 50 s), so no sender still holds it.
 */
export const QUEUED_HANDOFF_MS = 2 * 60_000;

export function deliverStored(ctx: MailContext, id: number): Promise<boolean> {
  return deliverRow(ctx, id, { countAttempt: true });
}

/**
 * Hand one stored message to the transport and record the outcome. `countAttempt: false` when the
 * caller's claim already counted this attempt (deliverQueuedNow).
 */
async function deliverRow({ db, mail, now }: MailContext, id: number, { countAttempt }: { countAttempt: boolean }): Promise<boolean> {
  const row = await db.outboundEmail.findUniqueOrThrow({ where: { id } });
  const attempts = countAttempt ? { attempts: { increment: 1 } } : {};
  try {
    await mail.deliver({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
    await db.outboundEmail.update({
      where: { id },
      data: { status: "SENT", sentAt: now(), ...attempts, lastError: null },
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.outboundEmail.update({
      where: { id },
      data: { status: "FAILED", ...attempts, lastError: message.slice(0, 500) },
    });
    return false;
  }
}

/**
 * Deliver messages queueEmails stored, now (the delivery job, mail/queue.ts). Each row is claimed
 * first (QUEUED with no attempt → QUEUED with its first attempt counted), so the retry job's
 * hand-off, a second run of the same job or another instance never send one message twice; a row
 * already claimed, sent or failed is left to whoever has it.
 */
export async function deliverQueuedNow(ctx: MailContext, ids: readonly number[]): Promise<number> {
  let sent = 0;
  for (const id of ids) {
    const claimed = await ctx.db.outboundEmail.updateMany({ where: { id, status: "QUEUED", attempts: 0 }, data: { attempts: 1 } });
    if (claimed.count === 1 && (await deliverRow(ctx, id, { countAttempt: false }))) sent++;
  }
  return sent;
}

/**
 * Retry failed deliveries, a few attempts each (run by the job queue). Each row is claimed first
 * (FAILED → QUEUED at the attempt count read, counting the new attempt), so two runs at once, or a
 * run and the delivery job, never send one message twice.
 */
export async function retryFailedEmails(ctx: MailContext, maxAttempts = 5): Promise<number> {
  const { db } = ctx;
  // Queued rows left for the job join the failed ones with no attempt counted yet. Rows this run
  // or another claimed (FAILED → QUEUED), or the delivery job claimed, have attempts ≥ 1 and are left alone.
  await db.outboundEmail.updateMany({
    where: { status: "QUEUED", attempts: 0, createdAt: { lt: new Date(ctx.now().getTime() - QUEUED_HANDOFF_MS) } },
    data: { status: "FAILED" },
  });
  const failed = await db.outboundEmail.findMany({
    where: { status: "FAILED", attempts: { lt: maxAttempts } },
    select: { id: true, attempts: true },
    orderBy: { id: "asc" },
    take: 100,
  });
  let sent = 0;
  for (const { id, attempts } of failed) {
    // The claim counts the attempt: a claimed row never again looks like a fresh queued one (QUEUED,
    // no attempt), which the hand-off below or the delivery job (deliverQueuedNow) would take too.
    const claimed = await db.outboundEmail.updateMany({ where: { id, status: "FAILED", attempts }, data: { status: "QUEUED", attempts: attempts + 1 } });
    if (claimed.count === 1 && (await deliverRow(ctx, id, { countAttempt: false }))) sent++;
  }
  return sent;
}
