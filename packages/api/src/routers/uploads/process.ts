import { cancelUpload, planUpload, requestUploadProcessing, summarizeUpload } from "@paydesk/services";
import { ZUploadProcess, ZUploadWithOptions } from "@paydesk/validators";
import { uploadProcedure } from "./resource.ts";

/** What processing will do with these options: creates, updates, skips, invalid rows, purges. */
export const planUploadProcedure = uploadProcedure("view")
  .input(ZUploadWithOptions)
  .query(({ ctx, input }) => planUpload(ctx, ctx.upload, input.options));

/**
 * The first call queues the job; every later call reports its progress (a DONE batch changes
 * nothing); `retry: true` queues a FAILED batch again.
 */
export const processUploadProcedure = uploadProcedure("manage")
  .input(ZUploadProcess)
  .mutation(({ ctx, input }) => requestUploadProcessing(ctx, ctx.upload, input));

/** Stop the batch; a job in flight stops between two ranges. */
export const cancelUploadProcedure = uploadProcedure("manage").mutation(({ ctx }) => cancelUpload(ctx, ctx.upload));

/** Status, progress and the counts of what was done (step 3). */
export const uploadSummaryProcedure = uploadProcedure("view").query(({ ctx }) => summarizeUpload(ctx, ctx.upload));
