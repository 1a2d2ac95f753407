import { stopSeries } from "@paydesk/services";
import { ZSeriesRequestSchema } from "@paydesk/validators";
import { staffPermissionOrParentProcedure } from "../../trpc.ts";

/** Stop a series (reports.manage; a parent their own): no charge after it, even one queued. */
export const stopSeriesProcedure = staffPermissionOrParentProcedure("reports.manage")
  .input(ZSeriesRequestSchema)
  .mutation(({ ctx, input }) => stopSeries(ctx, input));
