/** The operations home of the control area: control staff acting as themselves only. */
import { router } from "../../trpc.ts";
import { operationsSummaryProcedure } from "./summary.ts";

export const operationsRouter = router({
  summary: operationsSummaryProcedure,
});
