import { inviteParents } from "@paydesk/services";
import { ZInviteParentsRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const inviteProcedure = permissionProcedure("settings.manage")
  .input(ZInviteParentsRequestSchema)
  .mutation(({ ctx, input }) => inviteParents(ctx, input));
