/**
 * The ranges of one run of a batch, in flight `workers` at a time (process.ts plans them and holds
 * the batch's lease). Each range is ONE transaction in two parts:
 * 1. the kind's `prepareRange` (the student kind: the students statement and the range's parents),
 *    started only after the range before it finished ITS prepare part;
 * 2. after the range before it COMMITTED: the status check, the kind's `applyRange` and the advance of
 *    `processed_up_to`, `processed_rows` and the counts; then commit.
 * So ranges commit in id order and each applies on top of everything before it, exactly as one
 * range after the other did, while the second core runs the next range's prepare part (the student
 * bench: PostgreSQL was one backend busy and the other core idle). `processed_up_to` stays a
 * watermark: what committed is always a prefix of the ranges. A prepare part that shares a row with
 * the range before it (a student named in both) waits for that range's commit on the row, or fails
 * on the unique key (a plain INSERT … WHERE NOT EXISTS did not see the uncommitted row); the range
 * then rolls back and runs again once the range before it committed, now seeing that row.
 */
import { isUniqueViolation, type DbTx } from "@paydesk/db";
import type { UploadStatusName } from "@paydesk/validators";
import type { ActorContext } from "../../platform/context.ts";
import type { AnyUploadKind, UploadBatchRef, UploadCounts } from "./kind.ts";

export interface PlannedRange {
  fromId: bigint;
  toId: bigint;
  rows: number;
}

export type PipelineOutcome = "applied" | "stopped";

/**
 * A range's transaction may take a while (a kind creating accounts for 5,000 rows, or waiting for
 * the range before it): Prisma's default of 5 s would abort it and fail the batch on a busy machine.
 */
const RANGE_TRANSACTION = { timeout: 10 * 60_000, maxWait: 60_000 } as const;

/** How often a range that lost a unique-key race with the range before it runs again. */
const UNIQUE_RETRIES = 3;

interface LockedBatch {
  status: UploadStatusName;
  processed_up_to: bigint;
  counts: unknown;
}

type CountName = keyof UploadCounts;
const COUNT_NAMES: readonly CountName[] = ["created", "updated", "skipped", "deactivated", "deleted"];

export function addCounts(stored: unknown, more: UploadCounts): Record<string, number> {
  const result: Record<string, number> = { ...((stored ?? {}) as Record<string, number>) };
  for (const name of COUNT_NAMES) result[name] = (result[name] ?? 0) + (more[name] ?? 0);
  return result;
}

export async function readBatchProgress(db: DbTx, batchId: number): Promise<LockedBatch | undefined> {
  const [row] = await db.$queryRaw<LockedBatch[]>`
    SELECT status::text AS status, processed_up_to, counts FROM upload_batches WHERE id = ${batchId}`;
  return row;
}

/** A promise settled from outside: `done(true)` when the step happened, `done(false)` when it never will. */
function signal() {
  let done!: (happened: boolean) => void;
  const settled = new Promise<boolean>((resolve) => (done = resolve));
  return { settled, done };
}

/** Thrown inside a range's transaction to roll it back when the run stops before it may commit. */
class RangeStopped extends Error {}

export async function runRangePipeline(
  ctx: ActorContext,
  kind: AnyUploadKind,
  batch: UploadBatchRef,
  options: unknown,
  ranges: readonly PlannedRange[],
  workers: number,
): Promise<PipelineOutcome> {
  const prepared = ranges.map(() => signal());
  const committed = ranges.map(() => signal());
  const previous = (steps: ReturnType<typeof signal>[], index: number) => (index === 0 ? Promise.resolve(true) : steps[index - 1]!.settled);
  let next = 0;
  let stopped = false;

  const attempt = (index: number, range: PlannedRange) =>
    ctx.db.$transaction(async (db): Promise<PipelineOutcome> => {
      const tx = { ...ctx, db };
      const preparedRange = kind.prepareRange ? await kind.prepareRange(tx, batch, range, options) : undefined;
      prepared[index]!.done(true);
      if (!(await previous(committed, index))) throw new RangeStopped();
      const locked = await readBatchProgress(tx.db, batch.id);
      if (!locked || locked.status !== "PROCESSING") throw new RangeStopped();
      const applied = await kind.applyRange(tx, batch, range, options, preparedRange);
      await tx.db.$executeRaw`
        UPDATE upload_batches
        SET processed_up_to = ${range.toId}, processed_rows = processed_rows + ${range.rows},
            counts = ${JSON.stringify(addCounts(locked.counts, applied))}::jsonb, updated_at = now()
        WHERE id = ${batch.id}`;
      return "applied";
    }, RANGE_TRANSACTION);

  /** One range, again after a lost unique-key race (then only once the range before it committed). */
  async function runRange(index: number): Promise<PipelineOutcome> {
    const range = ranges[index]!;
    for (let tries = 0; ; tries++) {
      try {
        if (!(await previous(prepared, index))) throw new RangeStopped();
        return await attempt(index, range);
      } catch (error) {
        if (error instanceof RangeStopped) return "stopped";
        if (!isUniqueViolation(error) || tries >= UNIQUE_RETRIES || index === 0) throw error;
        if (!(await previous(committed, index))) return "stopped";
      }
    }
  }

  async function worker(): Promise<void> {
    while (!stopped && next < ranges.length) {
      const index = next++;
      let outcome: PipelineOutcome = "stopped";
      try {
        outcome = await runRange(index);
      } finally {
        if (outcome !== "applied") stopped = true;
        prepared[index]!.done(outcome === "applied");
        committed[index]!.done(outcome === "applied");
      }
    }
  }

  const results = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(workers, ranges.length)) }, () => worker()));
  const failure = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failure) throw failure.reason;
  return stopped ? "stopped" : "applied";
}
