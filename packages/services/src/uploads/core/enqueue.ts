import type { DbTx } from "@paydesk/db";
import { sendInTransaction } from "../../platform/boss.ts";

export const UPLOAD_PROCESS_QUEUE = "uploads.process";

export interface UploadJob {
  batchId: number;
}

/**
 * Send the processing job inside the caller's transaction, so the job exists exactly when the
 * batch is QUEUED. Without a job queue on this database (a script, a test that starts none) the
 * batch stays QUEUED and the next boot's sweep (queue.ts) picks it up.
 */
export async function enqueueUploadJob(db: DbTx, batchId: number): Promise<void> {
  await sendInTransaction(db, UPLOAD_PROCESS_QUEUE, { batchId } satisfies UploadJob);
}

/**
 * This process's upload workers, woken when a batch was queued here: pg-boss's worker polls every
 * 2 s by default, so a batch queued just after a poll waited up to 2 s (an average second of the
 * student bench's 6 s of processing) before its first range. A worker of another process still
 * finds the job at its next poll.
 */
const localWorkers = new Set<() => void>();

/** Register a waker (queue.ts, for each worker it starts); answers its removal. */
export function addUploadWorkerWaker(wake: () => void): () => void {
  localWorkers.add(wake);
  return () => localWorkers.delete(wake);
}

/** Call after the transaction that sent the job committed (before it, the fetch would find nothing). */
export function wakeUploadWorkers(): void {
  for (const wake of localWorkers) wake();
}
