import { checkCategoryItems } from "@paydesk/services";
import { ZCategoryIdRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const checkItemsProcedure = canManage
  .input(ZCategoryIdRequestSchema)
  .query(({ ctx, input }) => checkCategoryItems(ctx, input.categoryId));
