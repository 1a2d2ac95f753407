import { AppError, reminderNeedsToken, reminderTarget } from "@paydesk/domain";
import { COLLECTION_MESSAGES, type TCollectionRef } from "@paydesk/validators";
import { companyTimeZone } from "../platform/time-zone.ts";
import { queueEmails } from "../platform/mail/send.ts";
import { recordAudit } from "../platform/audit.ts";
import { type ActorContext, inTransaction } from "../platform/context.ts";
import { newReceiptToken } from "../receipts/token.ts";
import { lockDueRow } from "./locate.ts";
import { composeReminderEmail } from "./reminder-email.ts";

export const COLLECTION_REMINDER_PURPOSE = "collection_reminder";

/**
 * E-mails the payer one reminder (one per call: each click sends one) through the outbox: the
 * message is queued in the same transaction as the reminder row and its audit, so it exists
 * exactly when they do, and the mail job delivers it.
 *
 * A payer without an account opens the link by the order's receipt token. Only a hash of it is
 * kept, so the reminder issues a fresh one and the order keeps its hash: links handed out before
 * (the checkout's receipt page) stop working, as when staff re-send a receipt (receipts/send.ts).
 */
export async function remindCollection(ctx: ActorContext, ref: TCollectionRef): Promise<{ message: string; sentTo: string }> {
  return inTransaction(ctx, async (tx) => {
    const row = await lockDueRow(tx, ref);
    if (!row.payerEmail) throw new AppError("BAD_REQUEST", COLLECTION_MESSAGES.noEmail);
    const target = reminderTarget(row.source, row.orderId, row.payerUserId);
    let path: string;
    if (reminderNeedsToken(target)) {
      const fresh = newReceiptToken();
      await tx.db.order.update({ where: { id: row.orderId }, data: { receiptTokenHash: fresh.hash } });
      path = target.path(fresh.token);
    } else {
      path = target.path;
    }
    const payable = target.kind === "parent-pay-rest" || target.kind === "token-pay-rest";
    const email = composeReminderEmail(row, `${ctx.appUrl}${path}`, payable, await companyTimeZone(tx.db, row.companyId));
    await tx.db.collectionReminder.create({ data: { source: ref.source, sourceId: ref.sourceId, toAddress: row.payerEmail, sentById: ctx.actor.userId } });
    await queueEmails(tx.db, [{ to: row.payerEmail, ...email, purpose: COLLECTION_REMINDER_PURPOSE, companyId: row.companyId }]);
    await recordAudit(tx, {
      action: "collections.reminded",
      entity: "collection",
      entityId: `${ref.source}:${ref.sourceId}`,
      companyId: row.companyId,
      after: { source: ref.source, sourceId: ref.sourceId, orderId: row.orderId, to: row.payerEmail, amountCents: row.amountCents },
    });
    return { message: COLLECTION_MESSAGES.reminderSent, sentTo: row.payerEmail };
  });
}
