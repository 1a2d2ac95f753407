/**
 * Staging rows: every `addRows` call writes its chunk with ONE multi-row INSERT after the kind
 * checked the whole chunk at once; `updateRow` re-checks the one row; `removeRow` marks it
 * removed. Rows with errors stay staged (shown, fixable) and are never applied.
 */
import type { DbTx } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadRowData } from "@paydesk/validators";
import type { ActorContext } from "../../platform/context.ts";
import { readJson } from "../../platform/sql.ts";
import { assertStaging, checkContextOf, kindOf, type UploadBatchState } from "./batch.ts";

export interface StagedRow {
  id: number;
  rowNo: number;
  data: UploadRowData;
  errors: string[];
}

/** The kind's messages for `rows`, one list per row in order; a kind answering otherwise is a bug. */
async function checkedRows(ctx: ActorContext, batch: UploadBatchState, rows: readonly UploadRowData[], recheckedRowId?: number): Promise<string[][]> {
  const errors = await kindOf(batch.kind).checkRows({ ...checkContextOf(ctx, batch), ...(recheckedRowId ? { recheckedRowId } : {}) }, rows);
  if (errors.length !== rows.length) throw new Error(`upload kind ${batch.kind} answered ${errors.length} checks for ${rows.length} rows`);
  return errors;
}

/**
 * Count the rows in first, atomically: the batch must still be staging and stay within the
 * 100,000-row limit. The same UPDATE locks the batch row, so processing cannot be queued while
 * a chunk is being written.
 */
async function reserveRows(db: DbTx, batch: UploadBatchState, count: number): Promise<void> {
  const reserved = await db.$executeRaw`
    UPDATE upload_batches SET total = total + ${count}, updated_at = now()
    WHERE id = ${batch.id} AND status = 'STAGING' AND total + ${count} <= ${UPLOAD_LIMITS.maxRows}`;
  if (reserved === 1) return;
  const current = await db.uploadBatch.findUniqueOrThrow({ where: { id: batch.id }, select: { status: true } });
  assertStaging(current);
  throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.tooManyRows);
}

/**
 * The file line of a chunk's first row: as the caller says, or (legacy shims send none) right
 * after the batch's newest row — read under the batch lock reserveRows took, so chunks sent one
 * after the other number on. One index step: the newest row by id holds the highest line.
 */
async function firstRowNoOf(db: DbTx, batchId: number, given: number | undefined): Promise<number> {
  if (given !== undefined) return given;
  const [last] = await db.$queryRaw<{ row_no: number }[]>`SELECT row_no FROM upload_rows WHERE batch_id = ${batchId} ORDER BY id DESC LIMIT 1`;
  return (last?.row_no ?? 0) + 1;
}

export async function addUploadRows(
  ctx: ActorContext,
  batch: UploadBatchState,
  input: { rows: readonly UploadRowData[]; firstRowNo?: number },
): Promise<{ rows: { id: number; errors: string[] }[] }> {
  assertStaging(batch);
  const errors = await checkedRows(ctx, batch, input.rows);
  const { firstRowNo, inserted } = await ctx.db.$transaction(async (db) => {
    await reserveRows(db, batch, input.rows.length);
    const firstRowNo = await firstRowNoOf(db, batch.id, input.firstRowNo);
    const values: unknown[] = [batch.id];
    const tuples = input.rows.map((row, index) => {
      values.push(firstRowNo + index, JSON.stringify(row), errors[index]);
      const at = values.length;
      return `($1, $${at - 2}::int, $${at - 1}::jsonb, $${at}::text[])`;
    });
    const rows = await db.$queryRawUnsafe<{ id: bigint; row_no: number }[]>(
      `INSERT INTO upload_rows (batch_id, row_no, data, errors) VALUES ${tuples.join(", ")} RETURNING id, row_no`,
      ...values,
    );
    return { firstRowNo, inserted: rows };
  });
  // Matched by line number (unique within the chunk): nothing promises RETURNING's order.
  const idByRowNo = new Map(inserted.map((row) => [row.row_no, Number(row.id)]));
  return { rows: input.rows.map((_, index) => ({ id: idByRowNo.get(firstRowNo + index)!, errors: errors[index]! })) };
}

interface RowRecord {
  id: bigint;
  row_no: number;
  data: unknown;
  errors: string[] | null;
}

const toStaged = (row: RowRecord): StagedRow => ({ id: Number(row.id), rowNo: row.row_no, data: readJson<UploadRowData>(row.data), errors: row.errors ?? [] });

/** Rows still staged (not removed): all, or only those with errors. */
export async function countStagedRows(db: DbTx, batchId: number): Promise<{ total: number; invalid: number }> {
  const [counts] = await db.$queryRaw<[{ total: number; invalid: number }]>`
    SELECT count(*)::int AS total, count(*) FILTER (WHERE cardinality(errors) > 0)::int AS invalid
    FROM upload_rows WHERE batch_id = ${batchId} AND NOT removed`;
  return counts;
}

/** One page of staged rows in id order (keyset: after `cursor`), with the batch's counts. */
export async function listUploadRows(
  ctx: ActorContext,
  batch: UploadBatchState,
  input: { onlyErrors?: boolean; cursor?: number; limit?: number },
): Promise<{ rows: StagedRow[]; nextCursor: number | null; counts: { total: number; invalid: number } }> {
  const limit = input.limit ?? UPLOAD_LIMITS.pageRows;
  const page = await ctx.db.$queryRaw<RowRecord[]>`
    SELECT id, row_no, data, errors FROM upload_rows
    WHERE batch_id = ${batch.id} AND id > ${input.cursor ?? 0} AND NOT removed
      AND (${input.onlyErrors ?? false} = false OR cardinality(errors) > 0)
    ORDER BY id LIMIT ${limit + 1}`;
  const rows = page.slice(0, limit).map(toStaged);
  const nextCursor = page.length > limit ? rows[rows.length - 1]!.id : null;
  return { rows, nextCursor, counts: await countStagedRows(ctx.db, batch.id) };
}

async function findRow(db: DbTx, batch: UploadBatchState, id: number): Promise<RowRecord> {
  const [row] = await db.$queryRaw<RowRecord[]>`
    SELECT id, row_no, data, errors FROM upload_rows WHERE batch_id = ${batch.id} AND id = ${id} AND NOT removed`;
  if (!row) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.unknownRow);
  return row;
}

export async function getUploadRow(ctx: ActorContext, batch: UploadBatchState, id: number): Promise<StagedRow> {
  return toStaged(await findRow(ctx.db, batch, id));
}

/** Replace a row's data and check it again with the kind's rules. */
export async function updateUploadRow(ctx: ActorContext, batch: UploadBatchState, id: number, data: UploadRowData): Promise<StagedRow> {
  assertStaging(batch);
  const row = await findRow(ctx.db, batch, id);
  const [errors] = await checkedRows(ctx, batch, [data], id);
  const updated = await ctx.db.$executeRaw`
    UPDATE upload_rows r SET data = ${JSON.stringify(data)}::jsonb, errors = ${errors}::text[]
    FROM upload_batches b
    WHERE r.id = ${id} AND r.batch_id = ${batch.id} AND NOT r.removed AND b.id = r.batch_id AND b.status = 'STAGING'`;
  if (updated !== 1) throw new AppError("CONFLICT", UPLOAD_MESSAGES.notEditable);
  return { id, rowNo: row.row_no, data, errors: errors! };
}

/** Mark a row removed: it is no longer shown, counted or applied. */
export async function removeUploadRow(ctx: ActorContext, batch: UploadBatchState, id: number): Promise<{ id: number }> {
  assertStaging(batch);
  await ctx.db.$transaction(async (db) => {
    await findRow(db, batch, id);
    const removed = await db.$executeRaw`
      UPDATE upload_rows r SET removed = true FROM upload_batches b
      WHERE r.id = ${id} AND r.batch_id = ${batch.id} AND NOT r.removed AND b.id = r.batch_id AND b.status = 'STAGING'`;
    if (removed !== 1) throw new AppError("CONFLICT", UPLOAD_MESSAGES.notEditable);
    await db.$executeRaw`UPDATE upload_batches SET total = total - 1, updated_at = now() WHERE id = ${batch.id}`;
  });
  return { id };
}

/**
 * For kinds: the valid, not removed rows of a range, in id order. A kind that can apply a range
 * as one INSERT … SELECT from upload_rows should do that instead, with the same condition:
 * `batch_id = $batch AND id BETWEEN $from AND $to AND NOT removed AND cardinality(errors) = 0`.
 */
export async function validRowsInRange(db: DbTx, batchId: number, range: { fromId: bigint; toId: bigint }): Promise<StagedRow[]> {
  const rows = await db.$queryRaw<RowRecord[]>`
    SELECT id, row_no, data, errors FROM upload_rows
    WHERE batch_id = ${batchId} AND id BETWEEN ${range.fromId} AND ${range.toId} AND NOT removed AND cardinality(errors) = 0
    ORDER BY id`;
  return rows.map(toStaged);
}
