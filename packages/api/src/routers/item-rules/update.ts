import { updateItemRule } from "@paydesk/services";
import { ZUpdateItemRuleRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const updateProcedure = canManage
  .input(ZUpdateItemRuleRequestSchema)
  .mutation(({ ctx, input }) => updateItemRule(ctx, input));
