import { checkCategoryRoles } from "@paydesk/services";
import { ZCategoryIdRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const checkRolesProcedure = canManage
  .input(ZCategoryIdRequestSchema)
  .query(({ ctx, input }) => checkCategoryRoles(ctx, input.categoryId));
