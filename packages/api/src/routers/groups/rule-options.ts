import { groupRuleOptions } from "@paydesk/services";
import { ZGroupRuleOptionsRequestSchema } from "@paydesk/validators";
import { canView } from "./resource.ts";

export const ruleOptionsProcedure = canView
  .input(ZGroupRuleOptionsRequestSchema)
  .query(({ ctx, input }) => groupRuleOptions(ctx, input));
