import { getSeries } from "@paydesk/services";
import { ZSeriesRequestSchema } from "@paydesk/validators";
import { staffPermissionOrParentProcedure } from "../../trpc.ts";

/** One series with its occurrences, past (with their orders) and to come. */
export const getSeriesProcedure = staffPermissionOrParentProcedure("reports.view")
  .input(ZSeriesRequestSchema)
  .query(({ ctx, input }) => getSeries(ctx, input));
