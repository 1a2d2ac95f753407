import { deleteCategory } from "@paydesk/services";
import { ZCategoryIdRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const deleteProcedure = canManage
  .input(ZCategoryIdRequestSchema)
  .mutation(({ ctx, input }) => deleteCategory(ctx, input.categoryId));
