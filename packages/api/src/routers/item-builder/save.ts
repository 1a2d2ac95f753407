import { saveItem } from "@paydesk/services";
import { ZSaveItemRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

/** Create or update by itemId, for the legacy items/save call. */
export const saveProcedure = canManage.input(ZSaveItemRequestSchema).mutation(({ ctx, input }) => saveItem(ctx, input));
