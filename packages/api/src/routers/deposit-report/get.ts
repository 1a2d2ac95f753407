import { depositReport } from "@paydesk/services";
import { ZDepositReportRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/** The report of a range: days → settlement accounts → accounts, by tender, with totals. */
export const getDepositReportProcedure = permissionProcedure("reports.view")
  .input(ZDepositReportRequestSchema)
  .query(({ ctx, input }) => depositReport(ctx, input));
