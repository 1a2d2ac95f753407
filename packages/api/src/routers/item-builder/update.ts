import { updateItem } from "@paydesk/services";
import { ZUpdateItemRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const updateProcedure = canManage.input(ZUpdateItemRequestSchema).mutation(({ ctx, input }) => updateItem(ctx, input));
