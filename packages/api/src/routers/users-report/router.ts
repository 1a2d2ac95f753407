import { sendUserResetLink, usersReport } from "@paydesk/services";
import { ZUsersReportRequestSchema, ZUsersReportResetRequestSchema } from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

/** The users report (spec 1 §2): reading it takes reports.view, sending a reset link settings.manage. */
export const usersReportRouter = router({
  find: permissionProcedure("reports.view").input(ZUsersReportRequestSchema).query(({ ctx, input }) => usersReport(ctx, input)),
  sendResetLink: permissionProcedure("settings.manage")
    .input(ZUsersReportResetRequestSchema)
    .mutation(({ ctx, input }) => sendUserResetLink(ctx, input)),
});
