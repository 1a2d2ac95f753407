import { removeItems } from "@paydesk/services";
import { ZRemoveItemsRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const removeProcedure = canManage.input(ZRemoveItemsRequestSchema).mutation(({ ctx, input }) => removeItems(ctx, input));
