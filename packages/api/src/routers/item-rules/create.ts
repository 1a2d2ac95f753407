import { createItemRule } from "@paydesk/services";
import { ZCreateItemRuleRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const createProcedure = canManage
  .input(ZCreateItemRuleRequestSchema)
  .mutation(({ ctx, input }) => createItemRule(ctx, input));
