import { saveItemsAsDraft } from "@paydesk/services";
import { ZSaveAsDraftRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const saveAsDraftProcedure = canManage
  .input(ZSaveAsDraftRequestSchema)
  .mutation(({ ctx, input }) => saveItemsAsDraft(ctx, input));
