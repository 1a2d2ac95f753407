import { groupMembers } from "@paydesk/services";
import { ZGroupMembersRequestSchema } from "@paydesk/validators";
import { groupProcedure } from "./resource.ts";

export const membersProcedure = groupProcedure("uploads.view", "view")
  .input(ZGroupMembersRequestSchema)
  .query(({ ctx, input }) => groupMembers(ctx.db, ctx.group, input));
