/**
 * Processing a batch (the pg-boss queue `uploads.process`, see queue.ts).
 *
 * The job walks the staged rows in ranges of row ids. Each range is ONE transaction that takes the
 * batch's advisory lock, reads how far processing got (`processed_up_to`), lets the kind apply the
 * valid rows of the next range set-based, and advances `processed_up_to` past it. So:
 * - a crash mid-range rolls the range back with its advance; the resumed job redoes it, once;
 * - two runs of the same batch (a resumed job beside a retried one) take turns on the lock, and
 *   each re-reads `processed_up_to` under it, so no range is applied twice;
 * - cancel sets CANCELLED without waiting; the range in flight commits, the next one sees it;
 * - after the last range, `finish` (purges) runs in its own transaction that sets DONE only if
 *   the batch is still PROCESSING (else it rolls back).
 */
import type { Db, DbTx, Prisma } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { UPLOAD_MESSAGES, type UploadStatusName } from "@paydesk/validators";
import { loadActor } from "../../auth/actor.ts";
import { recordAudit } from "../../platform/audit.ts";
import { inTransaction, type ActorContext, type ServiceContext } from "../../platform/context.ts";
import { kindOf, parseKindOptions, refOf, type UploadBatchState } from "./batch.ts";
import type { UploadCounts } from "./kind.ts";
import { countStagedRows } from "./rows.ts";
import { uploadKindOf } from "../kinds/index.ts";
import { enqueueUploadJob } from "./enqueue.ts";

/**
 * Rows per range: big enough for set-based statements to pay off and for the per-range round
 * trips (transaction, lock, next range, advance) to vanish, small enough to cancel within about a
 * second on a quiet machine. 5,000 instead of 2,000: the student bench's 50 ranges became 20.
 */
export const UPLOAD_RANGE_ROWS = 5_000;

/**
 * A range's transaction may take a while (a kind creating accounts for 2,000 rows): Prisma's
 * default of 5 s would abort it and fail the batch on a busy machine. A cancel waits for it.
 */
const RANGE_TRANSACTION = { timeout: 10 * 60_000, maxWait: 60_000 } as const;

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

type CountName = keyof UploadCounts;
const COUNT_NAMES: readonly CountName[] = ["created", "updated", "skipped", "deactivated", "deleted"];

function addCounts(stored: unknown, more: UploadCounts): Record<string, number> {
  const result: Record<string, number> = { ...((stored ?? {}) as Record<string, number>) };
  for (const name of COUNT_NAMES) result[name] = (result[name] ?? 0) + (more[name] ?? 0);
  return result;
}

interface LockedBatch {
  status: UploadStatusName;
  processed_up_to: bigint;
  counts: unknown;
}

/** The first key of the two-key advisory locks the upload job takes (the second is the batch id). */
const UPLOAD_LOCK_SPACE = 11_0001;

/**
 * Only one run of a batch works at a time: a transaction-scoped advisory lock on the batch id.
 * Not a row lock on the batch, so a cancel (an UPDATE of that row) is never kept waiting by a
 * long range. The batch is read after the lock is granted, so it shows what the previous holder
 * committed.
 */
async function lockBatch(db: DbTx, batchId: number): Promise<LockedBatch | undefined> {
  await db.$executeRaw`SELECT pg_advisory_xact_lock(${UPLOAD_LOCK_SPACE}::int, ${batchId}::int)`;
  const [row] = await db.$queryRaw<LockedBatch[]>`
    SELECT status::text AS status, processed_up_to, counts FROM upload_batches WHERE id = ${batchId}`;
  return row;
}

/** Thrown to roll back a finish that a cancel overtook: its purges must not stay. */
class CancelledDuringFinish extends Error {}

export type RangeOutcome = "applied" | "finished" | "stopped";

export interface RunOptions {
  rangeRows?: number;
}

/**
 * Run a batch to its end from wherever it stopped. Throws what a range threw (the range rolled
 * back, the batch stays PROCESSING): the queue's handler (queue.ts) turns that into FAILED;
 * tests call this directly to play a worker that died mid-range.
 */
export async function runUploadBatch(job: ServiceContext, batchId: number, { rangeRows = UPLOAD_RANGE_ROWS }: RunOptions = {}): Promise<UploadStatusName | null> {
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

  for (;;) {
    const outcome = await ctx.db.$transaction(async (db): Promise<RangeOutcome> => {
      const tx = { ...ctx, db };
      const locked = await lockBatch(tx.db, batchId);
      if (!locked || locked.status !== "PROCESSING") return "stopped";
      // The next range: its first and last id and its size, in one row (not 2,000 ids to the app).
      const [next] = await tx.db.$queryRaw<[{ from_id: bigint | null; to_id: bigint | null; rows: number }]>`
        SELECT min(id) AS from_id, max(id) AS to_id, count(*)::int AS rows FROM (
          SELECT id FROM upload_rows WHERE batch_id = ${batchId} AND id > ${locked.processed_up_to} AND NOT removed
          ORDER BY id LIMIT ${rangeRows}) AS range_ids`;
      if (next.rows === 0 || next.from_id === null || next.to_id === null) {
        const purged = kind.finish ? await kind.finish(tx, ref, options) : {};
        const { invalid } = await countStagedRows(tx.db, batchId);
        const done = await tx.db.uploadBatch.updateMany({
          where: { id: batchId, status: "PROCESSING" },
          data: { status: "DONE", counts: { ...addCounts(locked.counts, purged), invalid }, finishedAt: ctx.now() },
        });
        if (done.count === 0) throw new CancelledDuringFinish();
        return "finished";
      }
      const range = { fromId: next.from_id, toId: next.to_id };
      const applied = await kind.applyRange(tx, ref, range, options);
      await tx.db.$executeRaw`
        UPDATE upload_batches
        SET processed_up_to = ${range.toId}, processed_rows = processed_rows + ${next.rows},
            counts = ${JSON.stringify(addCounts(locked.counts, applied))}::jsonb, updated_at = now()
        WHERE id = ${batchId}`;
      return "applied";
    }, RANGE_TRANSACTION).catch((error: unknown) => {
      if (error instanceof CancelledDuringFinish) return "stopped" as const;
      throw error;
    });
    if (outcome === "finished") return "DONE";
    if (outcome === "stopped") return (await job.db.uploadBatch.findUnique({ where: { id: batchId }, select: { status: true } }))?.status ?? null;
  }
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
