import { updateGroup } from "@paydesk/services";
import { ZUpdateGroupRequestSchema } from "@paydesk/validators";
import { groupProcedure } from "./resource.ts";

export const updateProcedure = groupProcedure("uploads.manage", "edit")
  .input(ZUpdateGroupRequestSchema)
  .mutation(({ ctx, input }) => updateGroup(ctx, ctx.group, input));
