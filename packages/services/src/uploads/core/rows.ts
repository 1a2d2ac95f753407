/**
 * Staging rows: every `addRows` call writes its chunk with ONE multi-row INSERT after the kind
 * checked the whole chunk at once; `updateRow` re-checks the one row; `removeRow` marks it
 * removed. Rows with errors stay staged (shown, fixable) and are never applied.
 */
import type { DbTx } from "@paydesk/db";
import { AppError, cellsOfRow, rowOfCells, rowsOfTable } from "@paydesk/domain";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadChunk, type UploadRowData } from "@paydesk/validators";
import type { ActorContext } from "../../platform/context.ts";
import { readJson, runHot, type HotStatement } from "../../platform/sql.ts";
import { assertStaging, checkContextOf, kindOf, type UploadBatchState } from "./batch.ts";
import { chunkStaged, waitForEarlierChunks } from "./chunk-order.ts";
import type { RowRecord, StagedRow } from "./staged-rows.ts";

/** The kind's messages for `rows`, one list per row in order; a kind answering otherwise is a bug. */
async function checkedRows(ctx: ActorContext, batch: UploadBatchState, rows: readonly UploadRowData[], recheckedRowId?: number): Promise<string[][]> {
  const errors = await kindOf(batch.kind).checkRows({ ...checkContextOf(ctx, batch), ...(recheckedRowId ? { recheckedRowId } : {}) }, rows);
  if (errors.length !== rows.length) throw new Error(`upload kind ${batch.kind} answered ${errors.length} checks for ${rows.length} rows`);
  return errors;
}

/**
 * A chunk is staged by ONE statement, one round trip, no interactive transaction: the UPDATE
 * reserves its rows on the batch (still STAGING, within the 100,000-row limit: one atomic
 * condition, and the batch row lock keeps processing from being queued meanwhile), and the INSERT
 * writes the rows only if it did. The rows travel as one jsonb array of {d: data, e: errors}.
 * A chunk without a first line number follows the rows already staged (`total` before this
 * chunk, read from the locked row version; legacy clients send chunks in order and remove rows
 * only afterwards). Run on the pg pool as a named statement when the client has one (platform/sql.ts).
 * A row's errors travel only when it has some (`e` absent: none), so the valid rows cost no
 * per-row subquery.
 */
const STAGE_ROWS: HotStatement = {
  name: "uploads_stage_rows",
  text: `
    WITH reserved AS (
      UPDATE upload_batches SET total = total + $2::int, updated_at = now()
      WHERE id = $1 AND status = 'STAGING' AND total + $2::int <= $3::int
      RETURNING id, COALESCE($4::int, total - $2::int + 1) AS first_row_no
    )
    INSERT INTO upload_rows (batch_id, row_no, data, errors)
    SELECT r.id, r.first_row_no + t.ord::int - 1, t.e -> 'd',
      CASE WHEN t.e ? 'e' THEN ARRAY(SELECT jsonb_array_elements_text(t.e -> 'e')) ELSE '{}'::text[] END
    FROM reserved r, jsonb_array_elements($5::jsonb) WITH ORDINALITY AS t(e, ord)
    RETURNING id, row_no`,
};

/** The row without its empty cells (what a kind staging cell lists checks, and gets back). */
function filledCells(data: UploadRowData): UploadRowData {
  const filled: UploadRowData = {};
  for (const key in data) if (data[key]) filled[key] = data[key];
  return filled;
}

/** The column order a kind stages its rows in (`stagedColumns`), or undefined: rows keyed by column. */
const stagedColumnsOf = (batch: Pick<UploadBatchState, "kind">) => kindOf(batch.kind).stagedColumns;

/** A row as the kind checks it: only its filled cells for a kind staging cell lists, else as it is. */
const checkedForm = (columns: readonly string[] | undefined, data: UploadRowData) => (columns ? filledCells(data) : data);

/** A row as the kind stores it: its cell list for a kind staging cell lists, else as it is. */
const storedForm = (columns: readonly string[] | undefined, data: UploadRowData) => (columns ? cellsOfRow(columns, data) : data);

/** A stored row's data keyed by column (only its filled cells for a kind staging cell lists). */
function rowData(batch: Pick<UploadBatchState, "kind">, stored: unknown): UploadRowData {
  const columns = stagedColumnsOf(batch);
  return columns ? rowOfCells(columns, readJson<unknown>(stored)) : readJson<UploadRowData>(stored);
}

/**
 * Stage a checked chunk: rows keyed by column, or the table form (the wizard's). Either way the
 * rows are made once as the kind checks them (only the filled cells for a kind that stages cell
 * lists: its checks read a missing cell as empty), then checked and staged (as cell lists for
 * such a kind).
 */
export async function addUploadRows(
  ctx: ActorContext,
  batch: UploadBatchState,
  input: UploadChunk<{ firstRowNo?: number }>,
): Promise<{ rows: { id: number; errors: string[] }[] }> {
  assertStaging(batch);
  const columns = stagedColumnsOf(batch);
  const rows: readonly UploadRowData[] = input.columns
    ? rowsOfTable(input.columns, input.rows, { onlyFilled: columns !== undefined })
    : input.rows.map((row) => checkedForm(columns, row));
  const errors = await checkedRows(ctx, batch, rows);
  const payload = JSON.stringify(
    rows.map((row, index) => {
      const d = storedForm(columns, row);
      const rowErrors = errors[index]!;
      return rowErrors.length ? { d, e: rowErrors } : { d };
    }),
  );
  await waitForEarlierChunks(ctx.db, batch.id, input.firstRowNo);
  const inserted = await runHot<{ id: bigint | string; row_no: number }>(ctx.db, STAGE_ROWS, [
    batch.id,
    rows.length,
    UPLOAD_LIMITS.maxRows,
    input.firstRowNo ?? null,
    payload,
  ]);
  if (inserted.length === 0) {
    const current = await ctx.db.uploadBatch.findUniqueOrThrow({ where: { id: batch.id }, select: { status: true } });
    assertStaging(current);
    throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.tooManyRows);
  }
  chunkStaged(batch.id, Math.max(...inserted.map((row) => row.row_no)));
  // Line numbers follow the order sent (first + position): sorted by them, the rows line up.
  const ids = [...inserted].sort((a, b) => a.row_no - b.row_no).map((row) => Number(row.id));
  return { rows: rows.map((_, index) => ({ id: ids[index]!, errors: errors[index]! })) };
}

/** A staged row as readers get it, its data read as `batch`'s kind stores it. */
const toStaged = (row: RowRecord, batch: Pick<UploadBatchState, "kind">): StagedRow => ({
  id: Number(row.id),
  rowNo: row.row_no,
  data: rowData(batch, row.data),
  errors: row.errors ?? [],
});

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
  const rows = page.slice(0, limit).map((row) => toStaged(row, batch));
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
  return toStaged(await findRow(ctx.db, batch, id), batch);
}

/**
 * Check again the rows whose messages depended on `changed` (the row `changedId` had and has), after
 * it was fixed or removed: each with its own data, as `updateRow` checks one row. Few rows (those
 * sharing a duplicate), so one by one.
 */
async function recheckDependentRows(ctx: ActorContext, batch: UploadBatchState, changedId: number, changed: readonly UploadRowData[]): Promise<void> {
  const kind = kindOf(batch.kind);
  if (!kind.dependentRows) return;
  const ids = (await kind.dependentRows(checkContextOf(ctx, batch), changed)).filter((id) => id !== changedId);
  for (const id of ids.sort((a, b) => a - b)) {
    const row = await findRow(ctx.db, batch, id).catch(() => null);
    if (!row) continue;
    const [errors] = await checkedRows(ctx, batch, [rowData(batch, row.data)], id);
    await ctx.db.$executeRaw`
      UPDATE upload_rows SET errors = ${errors}::text[] WHERE id = ${id} AND batch_id = ${batch.id} AND NOT removed`;
  }
}

/** Replace a row's data and check it again with the kind's rules (and the rows that depended on it). */
export async function updateUploadRow(ctx: ActorContext, batch: UploadBatchState, id: number, data: UploadRowData): Promise<StagedRow> {
  assertStaging(batch);
  const row = await findRow(ctx.db, batch, id);
  const columns = stagedColumnsOf(batch);
  const [errors] = await checkedRows(ctx, batch, [checkedForm(columns, data)], id);
  const stored = storedForm(columns, data);
  const updated = await ctx.db.$executeRaw`
    UPDATE upload_rows r SET data = ${JSON.stringify(stored)}::jsonb, errors = ${errors}::text[]
    FROM upload_batches b
    WHERE r.id = ${id} AND r.batch_id = ${batch.id} AND NOT r.removed AND b.id = r.batch_id AND b.status = 'STAGING'`;
  if (updated !== 1) throw new AppError("CONFLICT", UPLOAD_MESSAGES.notEditable);
  await recheckDependentRows(ctx, batch, id, [rowData(batch, row.data), data]);
  return { id, rowNo: row.row_no, data, errors: errors! };
}

/** Mark a row removed: it is no longer shown, counted or applied (and no longer marks others). */
export async function removeUploadRow(ctx: ActorContext, batch: UploadBatchState, id: number): Promise<{ id: number }> {
  assertStaging(batch);
  const removed = await ctx.db.$transaction(async (db) => {
    const row = await findRow(db, batch, id);
    const removed = await db.$executeRaw`
      UPDATE upload_rows r SET removed = true FROM upload_batches b
      WHERE r.id = ${id} AND r.batch_id = ${batch.id} AND NOT r.removed AND b.id = r.batch_id AND b.status = 'STAGING'`;
    if (removed !== 1) throw new AppError("CONFLICT", UPLOAD_MESSAGES.notEditable);
    await db.$executeRaw`UPDATE upload_batches SET total = total - 1, updated_at = now() WHERE id = ${batch.id}`;
    return row;
  });
  await recheckDependentRows(ctx, batch, id, [rowData(batch, removed.data)]);
  return { id };
}
