import { deleteGroup } from "@paydesk/services";
import { groupProcedure } from "./resource.ts";

export const deleteProcedure = groupProcedure("uploads.manage", "edit").mutation(({ ctx }) => deleteGroup(ctx, ctx.group));
