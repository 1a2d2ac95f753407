import type { DbTx } from "@paydesk/db";
import { bossOverTransaction } from "../platform/boss.ts";

export const IMAGE_REMOVAL_QUEUE = "images.remove";

export interface ImageRemovalJob {
  imageId: number;
}

/**
 * Queue the removal job inside the caller's transaction, so it exists exactly when the request
 * does. Skipped when no job queue was ever started on this database (scripts, some tests): the
 * boot sweep (queue.ts) queues every image still marked for removal.
 */
export async function enqueueImageRemoval(db: DbTx, imageId: number): Promise<void> {
  const [{ ready }] = await db.$queryRaw<[{ ready: boolean }]>`SELECT to_regclass('pgboss.queue') IS NOT NULL AS ready`;
  if (!ready) return;
  await bossOverTransaction(db).send(IMAGE_REMOVAL_QUEUE, { imageId } satisfies ImageRemovalJob);
}
