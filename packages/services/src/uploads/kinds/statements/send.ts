import { Prisma } from "@paydesk/db";
import { checkStatementRow, statementEmailContent } from "@paydesk/domain";
import { ZStatementRow } from "@paydesk/validators";
import type { ActorTxContext } from "../../../platform/context.ts";
import type { UploadBatchRef } from "../../core/kind.ts";
import { validRowsInRange } from "../../core/rows.ts";

/** What the outbox row of a statement e-mail says it is for. */
export const STATEMENT_EMAIL_PURPOSE = "statement";

/** Why an SMTP-bound statement waits in the outbox: the mail retry job delivers it after the commit. */
export const STATEMENT_AWAITING_DELIVERY = "Waiting for the mail job: statement e-mails are delivered after their upload commits.";

/**
 * Turn the valid, kept rows of a range into statement e-mails: one read of the rows, one multi-row
 * INSERT into the outbox, inside the caller's transaction, so a range applied once sends once and
 * a range rolled back sends nothing.
 *
 * Delivery cannot happen inside that transaction (a rollback after an SMTP send would send again on
 * retry). With the default outbox transport the outbox is the destination, so the rows are written
 * as SENT; with SMTP they are written as awaiting delivery (FAILED, 0 attempts) and the mail retry
 * job (every 5 minutes, platform/jobs.ts) sends them once the transaction has committed.
 */
export async function queueStatementEmails(tx: ActorTxContext, batch: UploadBatchRef, range: { fromId: bigint; toId: bigint }): Promise<number> {
  const rows = await validRowsInRange(tx.db, batch.id, range);
  const emails = rows.flatMap(({ data }) => {
    const row = ZStatementRow.parse(data);
    const { amountCents } = checkStatementRow(row);
    if (amountCents === null) return [];
    return [{ to: row.email, ...statementEmailContent({ name: row.name, amountCents, description: row.description }) }];
  });
  if (emails.length === 0) return 0;
  const delivered = tx.mail.kind === "outbox";
  const now = tx.now();
  await tx.db.$executeRaw(Prisma.sql`
    INSERT INTO outbound_emails (company_id, to_address, subject, text_body, purpose, status, attempts, last_error, created_at, sent_at)
    SELECT ${batch.companyId}::int, m.to_address, m.subject, m.text_body, ${STATEMENT_EMAIL_PURPOSE},
           ${delivered ? "SENT" : "FAILED"}::"EmailStatus", 0, ${delivered ? null : STATEMENT_AWAITING_DELIVERY}::text,
           ${now}::timestamptz, ${delivered ? now : null}::timestamptz
    FROM unnest(${emails.map((email) => email.to)}::text[], ${emails.map((email) => email.subject)}::text[], ${emails.map((email) => email.text)}::text[])
      AS m(to_address, subject, text_body)`);
  return emails.length;
}
