import { reassignCategoryAdmins } from "@paydesk/services";
import { ZReassignAdminsRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const reassignAdminsProcedure = canManage
  .input(ZReassignAdminsRequestSchema)
  .mutation(({ ctx, input }) => reassignCategoryAdmins(ctx, input));
