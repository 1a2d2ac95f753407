import { listSeries } from "@paydesk/services";
import { ZSeriesListRequestSchema } from "@paydesk/validators";
import { staffPermissionOrParentProcedure } from "../../trpc.ts";

/** Staff: the series of their company subtree (reports.view); a parent: their own. */
export const listSeriesProcedure = staffPermissionOrParentProcedure("reports.view")
  .input(ZSeriesListRequestSchema)
  .query(({ ctx, input }) => listSeries(ctx, input));
