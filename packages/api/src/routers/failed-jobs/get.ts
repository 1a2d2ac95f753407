import { getFailedJob } from "@paydesk/services";
import { ZFailedJobRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** One failed job: its data and error output, secrets redacted. */
export const getFailedJobProcedure = controlProcedure.input(ZFailedJobRequestSchema).query(({ ctx, input }) => getFailedJob(ctx, input));
