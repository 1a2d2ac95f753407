import { Prisma, type DbTx } from "@paydesk/db";
import { AppError, checkStatementRow } from "@paydesk/domain";
import { STATEMENT_MESSAGES, type TStatementProcessRequest, type TStatementRow } from "@paydesk/validators";
import { recordAudit } from "../../../platform/audit.ts";
import { inTransaction, type ActorContext } from "../../../platform/context.ts";
import type { UploadBatchRef } from "../../core/kind.ts";
import { queueStatementEmails } from "./send.ts";

/**
 * The statements page's own protocol (docs/product/uploads.md): `email-upload` opens a batch
 * (`uploads.start`, kind `statements`) and answers its key; the page then posts the rows 10 at a time (`email-process`, finished
 * "no"/"yes") and each valid row becomes an e-mail as it arrives — there is no separate process
 * step, so this flow stages and sends in one transaction per post instead of using the wizard's
 * job. It keeps the pipeline's tables (`upload_batches` kind `statements`, `upload_rows`), so the
 * key, the rows and their messages look like every other upload.
 *
 * Exactly once per row: a post locks its batch row, so posts of one key run one after the other;
 * a row already staged is not staged (nor sent) again. A row is known by its position in the file
 * when the post says where its rows start (`offset`, which our page sends), else by its content
 * (a legacy client): identical rows in one file then count once.
 */

/** One post's outcome and the batch's totals so far. */
export interface StatementReport {
  key: string;
  finished: boolean;
  /** Rows received (each once). */
  rows: number;
  /** E-mails sent (valid rows). */
  sent: number;
  /** Rows with errors. */
  errors: number;
  /** The first rows with errors: their place in the file and messages. */
  errorRows: { row: number; email: string; messages: string[] }[];
}

const REPORTED_ERROR_ROWS = 100;

interface LockedBatch {
  id: number;
  table_key: string;
  company_id: number;
  created_by: number;
  status: string;
  options: unknown;
}

async function lockStatementBatch(db: DbTx, key: string): Promise<LockedBatch> {
  const [batch] = await db.$queryRaw<LockedBatch[]>(Prisma.sql`
    SELECT id, table_key, company_id, created_by, status::text AS status, options FROM upload_batches
    WHERE table_key = ${key} AND kind = 'statements' FOR UPDATE`);
  if (!batch) throw new AppError("NOT_FOUND", STATEMENT_MESSAGES.keyUnknown);
  return batch;
}

/** Which of the posted rows are new: by position when known, else by content. */
async function newRowIndexes(db: DbTx, batchId: number, rows: readonly TStatementRow[], offset: number | undefined): Promise<number[]> {
  if (rows.length === 0) return [];
  if (offset !== undefined) {
    const rowNos = rows.map((_, index) => offset + index + 1);
    const seen = await db.$queryRaw<{ row_no: number }[]>(Prisma.sql`
      SELECT row_no FROM upload_rows WHERE batch_id = ${batchId} AND row_no = ANY(${rowNos}::int[])`);
    const seenNos = new Set(seen.map((row) => row.row_no));
    return rowNos.flatMap((rowNo, index) => (seenNos.has(rowNo) ? [] : [index]));
  }
  const texts = rows.map((row) => JSON.stringify(row));
  const seen = await db.$queryRaw<{ data: string }[]>(Prisma.sql`
    SELECT DISTINCT data::text AS data FROM upload_rows WHERE batch_id = ${batchId} AND data = ANY(${texts}::jsonb[])`);
  const seenTexts = new Set(seen.map((row) => row.data));
  const normal = await db.$queryRaw<{ data: string }[]>(Prisma.sql`SELECT unnest(${texts}::jsonb[])::text AS data`);
  const fresh = new Set<string>();
  return normal.flatMap(({ data }, index) => {
    if (seenTexts.has(data) || fresh.has(data)) return [];
    fresh.add(data);
    return [index];
  });
}

/** Stage the new rows with their messages in one statement; answer the id range they took. */
async function stageRows(db: DbTx, batchId: number, rows: readonly { rowNo: number; row: TStatementRow; messages: string[] }[]) {
  const [range] = await db.$queryRaw<[{ from_id: bigint | null; to_id: bigint | null }]>(Prisma.sql`
    WITH staged AS (
      INSERT INTO upload_rows (batch_id, row_no, data, errors)
      SELECT ${batchId}::int, r.row_no, r.data, ARRAY(SELECT jsonb_array_elements_text(r.errors))
      FROM unnest(${rows.map((row) => row.rowNo)}::int[], ${rows.map((row) => JSON.stringify(row.row))}::jsonb[], ${rows.map((row) => JSON.stringify(row.messages))}::jsonb[])
        AS r(row_no, data, errors)
      RETURNING id)
    SELECT min(id) AS from_id, max(id) AS to_id FROM staged`);
  return range;
}

/** The batch's totals, read after this post's writes. */
async function readReport(db: DbTx, batch: { id: number; table_key: string }, finished: boolean): Promise<StatementReport> {
  const [[totals], errorRows] = await Promise.all([
    db.$queryRaw<[{ rows: number; errors: number; sent: number }]>(Prisma.sql`
      SELECT count(*)::int AS rows, count(*) FILTER (WHERE cardinality(errors) > 0)::int AS errors,
             (SELECT processed_rows FROM upload_batches WHERE id = ${batch.id}) AS sent
      FROM upload_rows WHERE batch_id = ${batch.id}`),
    db.$queryRaw<{ row_no: number; data: { email?: string }; errors: string[] }[]>(Prisma.sql`
      SELECT row_no, data, errors FROM upload_rows WHERE batch_id = ${batch.id} AND cardinality(errors) > 0
      ORDER BY row_no, id LIMIT ${REPORTED_ERROR_ROWS}`),
  ]);
  return {
    key: batch.table_key,
    finished,
    rows: totals.rows,
    sent: totals.sent,
    errors: totals.errors,
    errorRows: errorRows.map((row) => ({ row: row.row_no, email: row.data.email ?? "", messages: row.errors })),
  };
}

/** `email-process`: stage and send the post's new rows; "yes" closes the upload. */
export async function receiveStatementRows(ctx: ActorContext, input: TStatementProcessRequest): Promise<StatementReport> {
  return inTransaction(ctx, async (tx) => {
    const batch = await lockStatementBatch(tx.db, input.key);
    const fresh = await newRowIndexes(tx.db, batch.id, input.file_data, input.offset);
    if (fresh.length > 0 && batch.status === "DONE") throw new AppError("CONFLICT", STATEMENT_MESSAGES.alreadyFinished);

    let sent = 0;
    if (fresh.length > 0) {
      const [{ last }] = await tx.db.$queryRaw<[{ last: number }]>(Prisma.sql`
        SELECT COALESCE(max(row_no), 0)::int AS last FROM upload_rows WHERE batch_id = ${batch.id}`);
      const staged = fresh.map((index, order) => {
        const row = input.file_data[index] as TStatementRow;
        const rowNo = input.offset !== undefined ? input.offset + index + 1 : last + order + 1;
        return { rowNo, row, messages: checkStatementRow(row).messages };
      });
      const range = await stageRows(tx.db, batch.id, staged);
      // The batch is locked, so this post's rows are the batch's only rows in [from, to].
      if (range.from_id !== null && range.to_id !== null) {
        const ref: UploadBatchRef = { id: batch.id, tableKey: batch.table_key, kind: "statements", companyId: batch.company_id, options: batch.options, createdBy: batch.created_by };
        sent = await queueStatementEmails(tx, ref, { fromId: range.from_id, toId: range.to_id });
      }
    }

    const finishing = input.finished === "yes" && batch.status !== "DONE";
    const invalid = fresh.length - sent;
    await tx.db.$executeRaw(Prisma.sql`
      UPDATE upload_batches SET
        processed_rows = processed_rows + ${sent},
        total = total + ${fresh.length},
        counts = jsonb_build_object(
          'created', COALESCE((counts->>'created')::int, 0) + ${sent},
          'invalid', COALESCE((counts->>'invalid')::int, 0) + ${invalid}),
        -- STAGING until the last post: a QUEUED/PROCESSING batch would be picked up by the job's boot sweep.
        status = CASE WHEN ${finishing} THEN 'DONE'::"UploadStatus" ELSE status END,
        processed_up_to = GREATEST(processed_up_to, COALESCE((SELECT max(id) FROM upload_rows WHERE batch_id = ${batch.id}), 0)),
        finished_at = CASE WHEN ${finishing} THEN ${tx.now()}::timestamptz ELSE finished_at END,
        updated_at = ${tx.now()}::timestamptz
      WHERE id = ${batch.id}`);
    if (finishing) {
      await recordAudit(tx, { action: "upload.process", entity: "upload_batch", entityId: batch.id, companyId: batch.company_id, after: { kind: "statements" } });
    }
    return readReport(tx.db, batch, finishing || batch.status === "DONE");
  });
}

/** `GET /control/statements/key/{key}`: where the upload stands. */
export async function statementUploadReport(ctx: ActorContext, key: string): Promise<StatementReport> {
  const batch = await ctx.db.uploadBatch.findFirst({ where: { tableKey: key, kind: "statements" }, select: { id: true, tableKey: true, status: true } });
  if (!batch) throw new AppError("NOT_FOUND", STATEMENT_MESSAGES.keyUnknown);
  return readReport(ctx.db, { id: batch.id, table_key: batch.tableKey }, batch.status === "DONE");
}
