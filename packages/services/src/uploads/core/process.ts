/**
 * Processing a batch (the pg-boss queue `uploads.process`, see queue.ts).
 *
 * A run holds the batch's lease (a session advisory lock) and walks the staged rows in ranges of
 * row ids, planned once after `processed_up_to`. Each range is ONE transaction that lets the kind
 * apply the range's valid rows set-based and advances `processed_up_to` past it; ranges commit in
 * id order (pipeline.ts: a kind may prepare the next range while the one before applies). So:
 * - a crash mid-range rolls the range back with its advance; the resumed job redoes it, once;
 * - two runs of the same batch (a resumed job beside a retried one) take turns on the lease, and
 *   the second plans from the `processed_up_to` the first left, so no range is applied twice;
 * - cancel sets CANCELLED without waiting; the range in flight commits, the next one sees it;
 * - after the last range, `finish` (purges) runs in its own transaction that sets DONE only if
 *   the batch is still PROCESSING (else it rolls back).
 */
import { poolOf, type Db, type DbTx, type Prisma } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { UPLOAD_MESSAGES, type UploadStatusName } from "@paydesk/validators";
import { loadActor } from "../../auth/actor.ts";
import { recordAudit } from "../../platform/audit.ts";
import { inTransaction, type ActorContext, type ServiceContext } from "../../platform/context.ts";
import { kindOf, parseKindOptions, refOf, type UploadBatchState } from "./batch.ts";
import { addCounts, readBatchProgress, runRangePipeline, type PlannedRange } from "./pipeline.ts";
import { countStagedRows } from "./rows.ts";
import { uploadKindOf } from "../kinds/index.ts";
import { enqueueUploadJob, wakeUploadWorkers } from "./enqueue.ts";

/**
 * Rows per range: big enough for set-based statements to pay off and for the per-range round
 * trips (transaction, lock, next range, advance) to vanish, small enough to cancel within about a
 * second on a quiet machine. 5,000 instead of 2,000: the student bench's 50 ranges became 20.
 */
export const UPLOAD_RANGE_ROWS = 5_000;

/** The finish (purges) may take a while on a large company: not Prisma's default of 5 s. */
const FINISH_TRANSACTION = { timeout: 10 * 60_000, maxWait: 60_000 } as const;

export interface UploadProgress {
  /** The batch's id: the legacy item upload's `import_id`. */
  batchId: number;
  status: UploadStatusName;
  /** Staged rows walked so far (applied, or skipped as invalid). */
  progress: number;
  /** Staged rows, not removed. */
  total: number;
  readyForStep3: boolean;
  /** The highest row id processed so far. */
  maxId: number;
  error: string | null;
}

export function progressOf(batch: Pick<UploadBatchState, "id" | "status" | "processedRows" | "total" | "processedUpTo" | "error">): UploadProgress {
  return {
    batchId: batch.id,
    status: batch.status,
    progress: batch.processedRows,
    total: batch.total,
    readyForStep3: batch.status === "DONE",
    maxId: Number(batch.processedUpTo),
    error: batch.error,
  };
}

/** Sends the job; the queue module provides it (in the caller's transaction when it can). */
export type EnqueueUpload = (db: DbTx, batchId: number) => Promise<void>;

/**
 * The first call queues the batch (STAGING → QUEUED, options kept for the job); any later call
 * only reports, so a client polling for progress never starts anything twice. A FAILED batch is
 * queued again only when asked (`retry`), with the options it had: it resumes after the rows
 * already applied.
 */
export async function requestUploadProcessing(
  ctx: ActorContext,
  batch: UploadBatchState,
  input: { options?: unknown; retry?: boolean },
  enqueue: EnqueueUpload = enqueueUploadJob,
): Promise<UploadProgress> {
  const startable = batch.status === "STAGING" || (batch.status === "FAILED" && input.retry === true);
  if (!startable) return progressOf(batch);
  const options = input.options;
  const kind = kindOf(batch.kind);
  const parsed = batch.status === "FAILED" ? batch.processOptions : parseKindOptions(kind.processOptions, options);
  const queued = await inTransaction(ctx, async (tx) => {
    const changed = await tx.db.uploadBatch.updateMany({
      where: { id: batch.id, status: batch.status },
      data: { status: "QUEUED", processOptions: (parsed ?? {}) as Prisma.InputJsonValue, error: null },
    });
    if (changed.count === 0) return false;
    await recordAudit(tx, { action: "upload.process", entity: "upload_batch", entityId: batch.id, companyId: batch.companyId, after: { kind: batch.kind, options: (parsed ?? {}) as Prisma.InputJsonValue } });
    await enqueue(tx.db, batch.id);
    return true;
  });
  if (queued) wakeUploadWorkers();
  const current = await reloadBatch(ctx.db, batch.id);
  if (!queued && !current) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.unknownUpload);
  return progressOf(current ?? batch);
}

async function reloadBatch(db: DbTx, id: number) {
  return db.uploadBatch.findUnique({ where: { id }, select: { id: true, status: true, processedRows: true, total: true, processedUpTo: true, error: true } });
}

/**
 * Stop a batch. Answered at once: a range in flight still commits (it is one transaction), and
 * the job stops before the next one; a finish (purges) still running is rolled back.
 */
export async function cancelUpload(ctx: ActorContext, batch: UploadBatchState): Promise<UploadProgress> {
  if (batch.status === "DONE") throw new AppError("CONFLICT", UPLOAD_MESSAGES.alreadyFinished);
  if (batch.status === "CANCELLED") return progressOf(batch);
  await inTransaction(ctx, async (tx) => {
    const changed = await tx.db.uploadBatch.updateMany({
      where: { id: batch.id, status: { in: ["STAGING", "QUEUED", "PROCESSING", "FAILED"] } },
      data: { status: "CANCELLED", finishedAt: ctx.now() },
    });
    if (changed.count === 0) throw new AppError("CONFLICT", UPLOAD_MESSAGES.alreadyFinished);
    await recordAudit(tx, { action: "upload.cancel", entity: "upload_batch", entityId: batch.id, companyId: batch.companyId });
  });
  return progressOf({ ...batch, ...(await reloadBatch(ctx.db, batch.id))! });
}

export interface UploadSummary extends UploadProgress {
  counts: { created: number; updated: number; skipped: number; invalid: number; deactivated: number; deleted: number };
}

export async function summarizeUpload(ctx: ActorContext, batch: UploadBatchState): Promise<UploadSummary> {
  const counts = { created: 0, updated: 0, skipped: 0, deactivated: 0, deleted: 0, ...batch.counts };
  const invalid = batch.status === "DONE" ? (counts as { invalid?: number }).invalid ?? 0 : (await countStagedRows(ctx.db, batch.id)).invalid;
  return { ...progressOf(batch), counts: { ...counts, invalid } };
}

/** The first key of the two-key advisory locks the upload job takes (the second is the batch id). */
const UPLOAD_LOCK_SPACE = 11_0001;

/**
 * Only one run of a batch works at a time (a resumed job beside one pg-boss retries later): the run
 * holds a session advisory lock on the batch id, on a connection of its own, for as long as it runs;
 * a second run waits for it and then finds the batch where the first left it. Not a row lock on the
 * batch, so a cancel (an UPDATE of that row) is never kept waiting. A run whose process dies loses its
 * connection, and with it the lock.
 */
async function withBatchLease<T>(db: Db, batchId: number, work: () => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) throw new Error("runUploadBatch needs a client on a pg pool (createDbOnPool), not a transaction");
  const lease = await pool.connect();
  let broken: Error | undefined;
  try {
    await lease.query("SELECT pg_advisory_lock($1::int, $2::int)", [UPLOAD_LOCK_SPACE, batchId]);
    try {
      return await work();
    } finally {
      await lease.query("SELECT pg_advisory_unlock($1::int, $2::int)", [UPLOAD_LOCK_SPACE, batchId]).catch((error: unknown) => {
        broken = error as Error;
      });
    }
  } finally {
    // A connection whose unlock failed is closed, not pooled: closing it releases the lock.
    lease.release(broken ?? false);
  }
}

/**
 * The remaining rows (after `processed_up_to`) cut into ranges of `rangeRows` ids, in one query over
 * the batch's index. Rows no longer change once the batch left STAGING, so the plan holds for the run.
 */
async function planRanges(db: DbTx, batchId: number, after: bigint, rangeRows: number): Promise<PlannedRange[]> {
  const rows = await db.$queryRaw<{ from_id: bigint; to_id: bigint; rows: number }[]>`
    SELECT min(id) AS from_id, max(id) AS to_id, count(*)::int AS rows FROM (
      SELECT id, (row_number() OVER (ORDER BY id) - 1) / ${rangeRows} AS range_no
      FROM upload_rows WHERE batch_id = ${batchId} AND id > ${after} AND NOT removed) AS numbered
    GROUP BY range_no ORDER BY range_no`;
  return rows.map((row) => ({ fromId: BigInt(row.from_id), toId: BigInt(row.to_id), rows: row.rows }));
}

/** Thrown to roll back a finish that a cancel overtook: its purges must not stay. */
class CancelledDuringFinish extends Error {}

export interface RunOptions {
  rangeRows?: number;
  /** Ranges in flight at once; default: the kind's `rangeWorkers` (1 unless it says otherwise). */
  rangeWorkers?: number;
}

/**
 * Run a batch to its end from wherever it stopped. Throws what a range threw (the range rolled
 * back, the batch stays PROCESSING): the queue's handler (queue.ts) turns that into FAILED;
 * tests call this directly to play a worker that died mid-range.
 */
export async function runUploadBatch(job: ServiceContext, batchId: number, { rangeRows = UPLOAD_RANGE_ROWS, rangeWorkers }: RunOptions = {}): Promise<UploadStatusName | null> {
  const batch = await job.db.uploadBatch.findUnique({ where: { id: batchId } });
  if (!batch) return null;
  const kind = uploadKindOf(batch.kind);
  // A kind this instance does not know (an older build beside a newer one): leave it to another.
  if (!kind) return batch.status;
  if (batch.status !== "QUEUED" && batch.status !== "PROCESSING") return batch.status;
  const actor = await loadActor(job.db, batch.createdBy);
  if (!actor) {
    await failUpload(job.db, batchId, UPLOAD_MESSAGES.starterGone);
    return "FAILED";
  }
  const ctx: ActorContext = { ...job, actor };
  const ref = refOf({ ...batch, kind: kind.kind });
  const options = batch.processOptions ?? {};
  await job.db.uploadBatch.updateMany({ where: { id: batchId, status: "QUEUED" }, data: { status: "PROCESSING" } });
  const statusNow = async () => (await job.db.uploadBatch.findUnique({ where: { id: batchId }, select: { status: true } }))?.status ?? null;

  return withBatchLease(job.db, batchId, async () => {
    for (;;) {
      const current = await readBatchProgress(job.db, batchId);
      if (!current || current.status !== "PROCESSING") return current?.status ?? null;
      const ranges = await planRanges(job.db, batchId, BigInt(current.processed_up_to), rangeRows);
      if (ranges.length > 0) {
        const workers = rangeWorkers ?? (kind.prepareRange ? kind.rangeWorkers ?? 1 : 1);
        const outcome = await runRangePipeline(ctx, kind, ref, options, ranges, workers);
        if (outcome === "stopped") return statusNow();
        continue;
      }
      const finished = await ctx.db.$transaction(async (db) => {
        const tx = { ...ctx, db };
        const locked = await readBatchProgress(tx.db, batchId);
        if (!locked || locked.status !== "PROCESSING") return false;
        const purged = kind.finish ? await kind.finish(tx, ref, options) : {};
        const { invalid } = await countStagedRows(tx.db, batchId);
        const done = await tx.db.uploadBatch.updateMany({
          where: { id: batchId, status: "PROCESSING" },
          data: { status: "DONE", counts: { ...addCounts(locked.counts, purged), invalid }, finishedAt: ctx.now() },
        });
        if (done.count === 0) throw new CancelledDuringFinish();
        return true;
      }, FINISH_TRANSACTION).catch((error: unknown) => {
        if (error instanceof CancelledDuringFinish) return false;
        throw error;
      });
      return finished ? "DONE" : statusNow();
    }
  });
}

/** FAILED with a message the user can read; rows applied so far stay, and processing again resumes. */
export async function failUpload(db: Db | DbTx, batchId: number, message: string): Promise<void> {
  await db.uploadBatch.updateMany({ where: { id: batchId, status: { in: ["QUEUED", "PROCESSING"] } }, data: { status: "FAILED", error: message } });
}

/** A failure's words for the user: our own refusals say what went wrong; anything else, the generic message. */
export function failureMessage(error: unknown): string {
  return error instanceof AppError ? `${UPLOAD_MESSAGES.processingFailed} ${error.message}` : UPLOAD_MESSAGES.processingFailed;
}

/** Batches a restart must resume: queued or processing when the previous instance stopped. */
export async function interruptedUploadIds(db: DbTx): Promise<number[]> {
  const rows = await db.uploadBatch.findMany({ where: { status: { in: ["QUEUED", "PROCESSING"] } }, select: { id: true }, orderBy: { id: "asc" } });
  return rows.map((row) => row.id);
}
