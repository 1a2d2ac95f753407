import { removeSoldOutMessage } from "@paydesk/services";
import { ZSoldOutIdRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const removeProcedure = canManage
  .input(ZSoldOutIdRequestSchema)
  .mutation(({ ctx, input }) => removeSoldOutMessage(ctx, input));
