import { createItemRule, listItemRules, removeItemRule, updateItemRule } from "@paydesk/services";
import {
  ZCreateItemRuleRequestSchema,
  ZItemRuleIdRequestSchema,
  ZListItemRulesRequestSchema,
  ZUpdateItemRuleRequestSchema,
} from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

const canView = permissionProcedure("items.view");
const canManage = permissionProcedure("items.manage");

/** Item rules (spec 2 §2 /{module}/items/rules, §3, §5): the rules of one item. */
export const itemRulesRouter = router({
  list: canView.input(ZListItemRulesRequestSchema).query(({ ctx, input }) => listItemRules(ctx, input)),
  create: canManage.input(ZCreateItemRuleRequestSchema).mutation(({ ctx, input }) => createItemRule(ctx, input)),
  update: canManage.input(ZUpdateItemRuleRequestSchema).mutation(({ ctx, input }) => updateItemRule(ctx, input)),
  remove: canManage.input(ZItemRuleIdRequestSchema).mutation(({ ctx, input }) => removeItemRule(ctx, input)),
});
