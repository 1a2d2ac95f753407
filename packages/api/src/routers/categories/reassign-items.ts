import { reassignCategoryItems } from "@paydesk/services";
import { ZReassignItemsRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const reassignItemsProcedure = canManage
  .input(ZReassignItemsRequestSchema)
  .mutation(({ ctx, input }) => reassignCategoryItems(ctx, input));
