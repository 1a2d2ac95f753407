import { checkStatementRow } from "@paydesk/domain";
import { ZStatementRow, ZStatementUploadOptions, type TStatementUploadOptions, type UploadKindName, type UploadRowData } from "@paydesk/validators";
import { Prisma } from "@paydesk/db";
import { defineUploadKind, type UploadCheckContext, type UploadPlan } from "../../core/kind.ts";
import { queueStatementEmails } from "./send.ts";

/** Each row's messages: pure rules, nothing to look up. */
export async function checkStatementRows(_ctx: UploadCheckContext, rows: readonly UploadRowData[]): Promise<string[][]> {
  return rows.map((row) => checkStatementRow(ZStatementRow.parse(row)).messages);
}

/** Every valid row is one e-mail (the core fills in total and invalid). */
async function planStatementEmails(ctx: UploadCheckContext): Promise<UploadPlan> {
  const [{ valid }] = await ctx.db.$queryRaw<[{ valid: number }]>(Prisma.sql`
    SELECT count(*)::int AS valid FROM upload_rows WHERE batch_id = ${ctx.batch.id} AND NOT removed AND cardinality(errors) = 0`);
  return { total: 0, invalid: 0, created: valid, notes: [`${valid} statement e-mails will be sent.`] };
}

/**
 * Statement e-mails (spec 3; CONVENTIONS §8): every valid row becomes one e-mail through the
 * outbox. Two kinds share it: `emails` (the control e-mail upload through the wizard and the job)
 * and `statements` (the legacy page, whose rows arrive 10 at a time and are sent as they arrive:
 * statements/receive.ts). Control only: the core's access rule gives these kinds to control staff.
 * `created` counts the e-mails sent.
 */
export function statementEmailUploadKind(kind: Extract<UploadKindName, "emails" | "statements">) {
  return defineUploadKind<TStatementUploadOptions, TStatementUploadOptions>({
    kind,
    startOptions: ZStatementUploadOptions,
    processOptions: ZStatementUploadOptions,
    start: async () => ({}),
    checkRows: checkStatementRows,
    plan: planStatementEmails,
    applyRange: async (tx, batch, range) => ({ created: await queueStatementEmails(tx, batch, range) }),
  });
}

export const statementsUploadKind = statementEmailUploadKind("statements");
