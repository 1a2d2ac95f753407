import { usersReport } from "@paydesk/services";
import { ZUsersReportRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const findProcedure = permissionProcedure("reports.view")
  .input(ZUsersReportRequestSchema)
  .query(({ ctx, input }) => usersReport(ctx, input));
