/**
 * Failed background jobs (`/control/operations/jobs`): control staff acting as
 * themselves, in the control module (`controlProcedure`, the operations home's rung); everyone
 * else 403.
 */
import { router } from "../../trpc.ts";
import { getFailedJobProcedure } from "./get.ts";
import { listFailedJobsProcedure } from "./list.ts";
import { retryFailedJobsProcedure } from "./retry.ts";

export const failedJobsRouter = router({
  list: listFailedJobsProcedure,
  get: getFailedJobProcedure,
  retry: retryFailedJobsProcedure,
});
