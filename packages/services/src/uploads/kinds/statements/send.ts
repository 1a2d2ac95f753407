import { checkStatementRow, statementEmailContent } from "@paydesk/domain";
import { ZStatementRow } from "@paydesk/validators";
import { queueEmails } from "../../../platform/mail/send.ts";
import type { ActorTxContext } from "../../../platform/context.ts";
import type { UploadBatchRef } from "../../core/kind.ts";
import { validRowsInRange } from "../../core/staged-rows.ts";

/** What the outbox row of a statement e-mail says it is for. */
export const STATEMENT_EMAIL_PURPOSE = "statement";

/**
 * Turn the valid, kept rows of a range into statement e-mails: one read of the rows, then the
 * shared outbox queue (`queueEmails`: one multi-row INSERT of QUEUED rows) inside the caller's
 * transaction, so a range applied once mails once and a range rolled back mails nothing. Nothing
 * is delivered from inside the transaction (a rollback after an SMTP send would send again on
 * retry): the mail job delivers QUEUED rows once they are past QUEUED_HANDOFF_MS, whatever the
 * transport, as it does for every other queued message (welcome e-mails of the school upload).
 */
export async function queueStatementEmails(tx: ActorTxContext, batch: UploadBatchRef, range: { fromId: bigint; toId: bigint }): Promise<number> {
  const rows = await validRowsInRange(tx.db, batch.id, range);
  const emails = rows.flatMap(({ data }) => {
    const row = ZStatementRow.parse(data);
    const { amountCents } = checkStatementRow(row);
    if (amountCents === null) return [];
    const content = statementEmailContent({ name: row.name, amountCents, description: row.description });
    return [{ to: row.email, ...content, purpose: STATEMENT_EMAIL_PURPOSE, companyId: batch.companyId }];
  });
  return queueEmails(tx.db, emails);
}
