import { retryFailedJobs } from "@paydesk/services";
import { ZFailedJobsRetryRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** Queue one or many failed jobs again (pg-boss retry). */
export const retryFailedJobsProcedure = controlProcedure.input(ZFailedJobsRetryRequestSchema).mutation(({ ctx, input }) => retryFailedJobs(ctx, input.jobs));
