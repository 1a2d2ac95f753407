import { reassignCategoryRoles } from "@paydesk/services";
import { ZReassignRolesRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const reassignRolesProcedure = canManage
  .input(ZReassignRolesRequestSchema)
  .mutation(({ ctx, input }) => reassignCategoryRoles(ctx, input));
