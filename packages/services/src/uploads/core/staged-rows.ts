/**
 * A staged row as the upload's screens and kinds read it, and the reader of a range of valid rows
 * that kinds applying rows one by one use. Apart from rows.ts so that a kind reaches it without
 * importing the batch and kind registry the staging code needs.
 */
import type { DbTx } from "@paydesk/db";
import type { UploadRowData } from "@paydesk/validators";
import { readJson } from "../../platform/sql.ts";

export interface StagedRow {
  id: number;
  rowNo: number;
  data: UploadRowData;
  errors: string[];
}

/** An upload_rows row as SELECTed. */
export interface RowRecord {
  id: bigint;
  row_no: number;
  data: unknown;
  errors: string[] | null;
}

/**
 * For kinds staging rows keyed by column (not `stagedColumns`): the valid, not removed rows of a range, in id order. A kind that can apply a range
 * as one INSERT … SELECT from upload_rows should do that instead, with the same condition:
 * `batch_id = $batch AND id BETWEEN $from AND $to AND NOT removed AND cardinality(errors) = 0`.
 */
export async function validRowsInRange(db: DbTx, batchId: number, range: { fromId: bigint; toId: bigint }): Promise<StagedRow[]> {
  const rows = await db.$queryRaw<RowRecord[]>`
    SELECT id, row_no, data, errors FROM upload_rows
    WHERE batch_id = ${batchId} AND id BETWEEN ${range.fromId} AND ${range.toId} AND NOT removed AND cardinality(errors) = 0
    ORDER BY id`;
  return rows.map((row) => ({ id: Number(row.id), rowNo: row.row_no, data: readJson<UploadRowData>(row.data), errors: row.errors ?? [] }));
}
