import { createItem } from "@paydesk/services";
import { ZCreateItemRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const createProcedure = canManage.input(ZCreateItemRequestSchema).mutation(({ ctx, input }) => createItem(ctx, input));
