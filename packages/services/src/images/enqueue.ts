import type { DbTx } from "@paydesk/db";
import { sendInTransaction } from "../platform/boss.ts";

export const IMAGE_REMOVAL_QUEUE = "images.remove";

export interface ImageRemovalJob {
  imageId: number;
}

/** The removal job, in the transaction that marks the image (the boot sweep covers a database without a queue). */
export function enqueueImageRemoval(db: DbTx, imageId: number): Promise<void> {
  return sendInTransaction(db, IMAGE_REMOVAL_QUEUE, { imageId } satisfies ImageRemovalJob);
}
