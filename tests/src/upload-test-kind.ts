/**
 * The pipeline's TEST kind, for the upload pipeline's tests only (registered by the test, never by
 * the app): rows {name, amount} are applied into a scratch table the test creates, one
 * INSERT … SELECT per range, so a test can count how often each staged row was applied.
 * A test can make one range throw (`failNextRange`) or wait (`holdNextRange`).
 */
import type { DbTx } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { defineUploadKind, type UploadKindName } from "@paydesk/services";
import { z } from "zod";

export const TEST_KIND = "test" as UploadKindName;
export const TEST_MESSAGES = {
  nameEmpty: "Name cannot be empty",
  amountNotNumber: "Amount must be a whole number",
  nameTaken: "Name already applied",
  rangeFailed: "The test range failed.",
};

export async function createScratchTable(db: DbTx): Promise<void> {
  await db.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS upload_test_applied (
    batch_id int NOT NULL, row_id bigint NOT NULL, name text NOT NULL, amount int NOT NULL, label text)`);
}

interface RangeHook {
  batchId: number;
  /** 1-based: the how-many-th range of this batch in this process. */
  range: number;
  act: "fail" | "crash" | { wait: Promise<void>; reached: () => void };
}
let hook: RangeHook | null = null;
const rangesSeen = new Map<number, number>();

/** The `range`-th range of the batch throws an AppError (a kind's refusal: the job FAILS). */
export function failNextRange(batchId: number, range: number, act: "fail" | "crash" = "fail"): void {
  hook = { batchId, range, act };
  rangesSeen.set(batchId, 0);
}

/** The `range`-th range waits for `release` (after its rows are written, before it commits). */
export function holdNextRange(batchId: number, range: number): { reached: Promise<void>; release: () => void } {
  let release!: () => void;
  let reached!: () => void;
  const wait = new Promise<void>((resolve) => (release = resolve));
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  hook = { batchId, range, act: { wait, reached } };
  rangesSeen.set(batchId, 0);
  return { reached: reachedPromise, release };
}

export const testUploadKind = defineUploadKind({
  kind: TEST_KIND,
  startOptions: z.object({ label: z.string().max(20, { error: "Label is too long" }).optional() }),
  processOptions: z.object({ skipNegative: z.boolean().optional() }),
  async start() {
    return { extras: { startedWith: "test" } };
  },
  async checkRows(ctx, rows) {
    // One lookup for the whole chunk: names already applied for this company.
    const names = rows.map((row) => row.name ?? "").filter(Boolean);
    const taken = await ctx.db.$queryRaw<{ name: string }[]>`
      SELECT DISTINCT a.name FROM upload_test_applied a JOIN upload_batches b ON b.id = a.batch_id
      WHERE b.company_id = ${ctx.batch.companyId} AND a.name = ANY(${names}::text[])`;
    const takenNames = new Set(taken.map((row) => row.name));
    return rows.map((row) => {
      const errors: string[] = [];
      if (!row.name) errors.push(TEST_MESSAGES.nameEmpty);
      else if (takenNames.has(row.name)) errors.push(TEST_MESSAGES.nameTaken);
      if (!/^-?\d+$/.test(row.amount ?? "")) errors.push(TEST_MESSAGES.amountNotNumber);
      return errors;
    });
  },
  async plan(ctx) {
    const [counts] = await ctx.db.$queryRaw<[{ valid: number }]>`
      SELECT count(*)::int AS valid FROM upload_rows WHERE batch_id = ${ctx.batch.id} AND NOT removed AND cardinality(errors) = 0`;
    return { created: counts.valid, invalid: 0, total: 0, notes: [`label ${String((ctx.batch.options as { label?: string }).label ?? "")}`] };
  },
  async applyRange(tx, batch, range, options) {
    const created = await tx.db.$executeRaw`
      INSERT INTO upload_test_applied (batch_id, row_id, name, amount, label)
      SELECT r.batch_id, r.id, r.data->>'name', (r.data->>'amount')::int, ${(batch.options as { label?: string }).label ?? null}
      FROM upload_rows r
      WHERE r.batch_id = ${batch.id} AND r.id BETWEEN ${range.fromId} AND ${range.toId} AND NOT r.removed AND cardinality(r.errors) = 0
        AND (${options.skipNegative ?? false} = false OR (r.data->>'amount')::int >= 0)`;
    const [valid] = await tx.db.$queryRaw<[{ n: number }]>`
      SELECT count(*)::int AS n FROM upload_rows r
      WHERE r.batch_id = ${batch.id} AND r.id BETWEEN ${range.fromId} AND ${range.toId} AND NOT r.removed AND cardinality(r.errors) = 0`;
    await rangeHook(batch.id);
    return { created, skipped: valid.n - created };
  },
  async finish(tx, batch) {
    const [{ n }] = await tx.db.$queryRaw<[{ n: number }]>`SELECT count(*)::int AS n FROM upload_test_applied WHERE batch_id = ${batch.id}`;
    return n > 0 ? {} : { deleted: 0 };
  },
});

async function rangeHook(batchId: number): Promise<void> {
  if (!hook || hook.batchId !== batchId) return;
  const seen = (rangesSeen.get(batchId) ?? 0) + 1;
  rangesSeen.set(batchId, seen);
  if (seen !== hook.range) return;
  const { act } = hook;
  hook = null;
  if (act === "fail") throw new AppError("BAD_REQUEST", TEST_MESSAGES.rangeFailed);
  if (act === "crash") throw new Error("worker died mid-range");
  act.reached();
  await act.wait;
}
