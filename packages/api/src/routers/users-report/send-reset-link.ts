import { sendUserResetLink } from "@paydesk/services";
import { ZUsersReportResetRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const sendResetLinkProcedure = permissionProcedure("settings.manage")
  .input(ZUsersReportResetRequestSchema)
  .mutation(({ ctx, input }) => sendUserResetLink(ctx, input));
