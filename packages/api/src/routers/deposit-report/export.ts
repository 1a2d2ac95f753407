import { exportDepositReport } from "@paydesk/services";
import { ZDepositReportRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/**
 * For the download route (apps/server routes/deposit-report-export.ts) through a server-side
 * caller: the file name and a stream of CSV chunks, so the guard and the schema apply unchanged.
 */
export const exportDepositReportProcedure = permissionProcedure("reports.view")
  .input(ZDepositReportRequestSchema)
  .query(({ ctx, input }) => exportDepositReport(ctx, input));
