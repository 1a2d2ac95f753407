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
