import { createSoldOutMessage } from "@paydesk/services";
import { ZCreateSoldOutRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const createProcedure = canManage
  .input(ZCreateSoldOutRequestSchema)
  .mutation(({ ctx, input }) => createSoldOutMessage(ctx, input));
