import { removeItemRule } from "@paydesk/services";
import { ZItemRuleIdRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const removeProcedure = canManage.input(ZItemRuleIdRequestSchema).mutation(({ ctx, input }) => removeItemRule(ctx, input));
