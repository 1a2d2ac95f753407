/**
 * The deposit report (what a school posts to its general ledger), on screen and as CSV. Whoever
 * may read the transactions list may read it (`reports.view`, the list's rung): it is the same
 * orders, summed another way, and the services keep it to the actor's subtree.
 */
import { router } from "../../trpc.ts";
import { exportDepositReportProcedure } from "./export.ts";
import { getDepositReportProcedure } from "./get.ts";

export const depositReportRouter = router({
  get: getDepositReportProcedure,
  export: exportDepositReportProcedure,
});
