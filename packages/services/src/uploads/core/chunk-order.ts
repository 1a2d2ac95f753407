/**
 * Chunks staged in file order when a client keeps two posts in flight (the wizard and the bench:
 * the app checks one chunk while PostgreSQL stages the other). Row ids are the order every reader
 * uses ("the last row wins", ranges), so a chunk that starts at line n waits, briefly, until the
 * batch's rows up to line n − 1 are staged: known here when this instance staged them, else read
 * from the batch's last row. The wait is bounded: a client that skips lines, or a predecessor that
 * failed, costs at most `ORDER_WAIT_MS` once, and the chunk is then staged as it came.
 */
import type { DbTx } from "@paydesk/db";
import { runHot, type HotStatement } from "../../platform/sql.ts";

const ORDER_WAIT_MS = 2_000;
const POLL_MS = 25;

/** Per batch: the last line staged by this instance, and the chunks waiting for more. */
const stagedThrough = new Map<number, { line: number; wake: Set<() => void> }>();

const LAST_STAGED_LINE: HotStatement = {
  name: "uploads_last_staged_line",
  text: `SELECT row_no FROM upload_rows WHERE batch_id = $1 ORDER BY id DESC LIMIT 1`,
};

async function lastStagedLine(db: DbTx, batchId: number): Promise<number> {
  const [last] = await runHot<{ row_no: number }>(db, LAST_STAGED_LINE, [batchId]);
  return last?.row_no ?? 0;
}

/** Resolves once lines before `firstRowNo` are staged, or after the bounded wait. */
export async function waitForEarlierChunks(db: DbTx, batchId: number, firstRowNo: number | undefined): Promise<void> {
  if (firstRowNo === undefined || firstRowNo <= 1) return;
  const deadline = Date.now() + ORDER_WAIT_MS;
  for (;;) {
    const known = stagedThrough.get(batchId);
    if (known && known.line >= firstRowNo - 1) return;
    if ((await lastStagedLine(db, batchId)) >= firstRowNo - 1) return;
    const left = deadline - Date.now();
    if (left <= 0) return;
    const state = known ?? { line: 0, wake: new Set<() => void>() };
    stagedThrough.set(batchId, state);
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        state.wake.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.min(left, POLL_MS));
      state.wake.add(wake);
    });
  }
}

/**
 * How many chunks of `batchId` are waiting here for earlier lines: what a test watches to know a
 * chunk that overtook the one before it is really waiting, instead of guessing how long that takes.
 */
export function chunksWaitingFor(batchId: number): number {
  return stagedThrough.get(batchId)?.wake.size ?? 0;
}

/** Record a staged chunk (its last line) and wake the chunks waiting on this batch. */
export function chunkStaged(batchId: number, lastLine: number): void {
  const state = stagedThrough.get(batchId) ?? { line: 0, wake: new Set<() => void>() };
  state.line = Math.max(state.line, lastLine);
  stagedThrough.set(batchId, state);
  for (const wake of [...state.wake]) wake();
  // Only chunks in flight need this: past 1,000 batches, forget the one seen longest ago.
  if (stagedThrough.size > 1_000) stagedThrough.delete(stagedThrough.keys().next().value!);
}
