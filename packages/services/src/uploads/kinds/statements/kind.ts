import { checkStatementRow } from "@paydesk/domain";
import { ZStatementRow, ZStatementUploadOptions, type TStatementUploadOptions, type UploadRowData } from "@paydesk/validators";
import { Prisma } from "@paydesk/db";
import { defineUploadKind, type UploadCheckContext, type UploadPlan } from "../../core/kind.ts";

/** Each row's messages: pure rules, nothing to look up. */
export async function checkStatementRows(_ctx: UploadCheckContext, rows: readonly UploadRowData[]): Promise<string[][]> {
  return rows.map((row) => checkStatementRow(ZStatementRow.parse(row)).messages);
}

/** Every valid row is one e-mail (the core fills in total and invalid). */
export async function planStatementEmails(ctx: UploadCheckContext): Promise<UploadPlan> {
  const [{ valid }] = await ctx.db.$queryRaw<[{ valid: number }]>(Prisma.sql`
    SELECT count(*)::int AS valid FROM upload_rows WHERE batch_id = ${ctx.batch.id} AND NOT removed AND cardinality(errors) = 0`);
  return { total: 0, invalid: 0, created: valid, notes: [`${valid} statement e-mails will be sent.`] };
}

/**
 * Kind `statements`: the statements page's upload. Its rows are mailed as they arrive, by
 * receive.ts, in the transaction that stages them; so the pipeline's processing must find nothing
 * left to do, whoever asks for it (`uploads.process` on its key, or the boot sweep): applying a
 * range sends nothing, or a row would be mailed twice. Control only (the core's access rule).
 */
export const statementsUploadKind = defineUploadKind<TStatementUploadOptions, TStatementUploadOptions>({
  kind: "statements",
  startOptions: ZStatementUploadOptions,
  processOptions: ZStatementUploadOptions,
  start: async () => ({}),
  checkRows: checkStatementRows,
  plan: async () => ({ total: 0, invalid: 0, notes: ["Statement rows are sent as they are uploaded."] }),
  applyRange: async () => ({}),
});
