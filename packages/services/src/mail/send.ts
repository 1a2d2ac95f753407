import type { TxContext } from "../platform/context.ts";
import type { MailMessage } from "./transport.ts";

/** What sending needs of a service context (a transaction's will do). */
export type MailContext = Pick<TxContext, "db" | "mail" | "now">;

export interface OutgoingEmail extends MailMessage {
  /** What it is for ("password_reset"): kept with the row, never the message's secret. */
  purpose: string;
  companyId?: number | null;
}

/**
 * Record the message in the outbox, then hand it to the transport. Returns false when delivery
 * failed (the row keeps the error, and the retry job tries it again later).
 */
export async function sendEmail(ctx: MailContext, email: OutgoingEmail): Promise<boolean> {
  const row = await ctx.db.outboundEmail.create({
    data: {
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      purpose: email.purpose,
      companyId: email.companyId ?? null,
    },
    select: { id: true },
  });
  return deliverStored(ctx, row.id);
}

export async function deliverStored({ db, mail, now }: MailContext, id: number): Promise<boolean> {
  const row = await db.outboundEmail.findUniqueOrThrow({ where: { id } });
  try {
    await mail.deliver({ to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
    await db.outboundEmail.update({
      where: { id },
      data: { status: "SENT", sentAt: now(), attempts: { increment: 1 }, lastError: null },
    });
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.outboundEmail.update({
      where: { id },
      data: { status: "FAILED", attempts: { increment: 1 }, lastError: message.slice(0, 500) },
    });
    return false;
  }
}

/**
 * Retry failed deliveries, a few attempts each (run by the job queue). Each row is claimed first
 * (FAILED → QUEUED at the attempt count read), so two runs at once never send one message twice.
 */
export async function retryFailedEmails(ctx: MailContext, maxAttempts = 5): Promise<number> {
  const { db } = ctx;
  const failed = await db.outboundEmail.findMany({
    where: { status: "FAILED", attempts: { lt: maxAttempts } },
    select: { id: true, attempts: true },
    orderBy: { id: "asc" },
    take: 100,
  });
  let sent = 0;
  for (const { id, attempts } of failed) {
    const claimed = await db.outboundEmail.updateMany({ where: { id, status: "FAILED", attempts }, data: { status: "QUEUED" } });
    if (claimed.count === 1 && (await deliverStored(ctx, id))) sent++;
  }
  return sent;
}
