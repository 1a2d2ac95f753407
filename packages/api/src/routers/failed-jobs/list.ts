import { listFailedJobs } from "@paydesk/services";
import { ZFailedJobsListRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** Failed jobs of a period (default the last 24 hours), newest first, filtered by queue, one keyset page at a time. */
export const listFailedJobsProcedure = controlProcedure.input(ZFailedJobsListRequestSchema).query(({ ctx, input }) => listFailedJobs(ctx, input));
