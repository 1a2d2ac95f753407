/** Item rules (docs/product/items-and-fees.md): name, argument key, output key, optional custom field. */
import { z } from "zod";
import { ZId } from "../common.ts";
import { ITEM_RULE_MESSAGES } from "./messages.ts";

export const ITEM_RULE_NAME_MAX = 200;
export const ITEM_RULE_KEY_MAX = 200;

/** Our own wording: the product fixes no message for these. */
export const ITEM_RULE_FORM_MESSAGES = {
  noSuchRule: "No such rule.",
  unknownCustomField: "Choose one of the item's custom fields.",
} as const;

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

export const ZItemRuleFields = z.object({
  name: required(ITEM_RULE_MESSAGES.nameRequired, ITEM_RULE_NAME_MAX),
  argumentKey: required(ITEM_RULE_MESSAGES.argumentKeyRequired, ITEM_RULE_KEY_MAX),
  outputKey: required(ITEM_RULE_MESSAGES.outputKeyRequired, ITEM_RULE_KEY_MAX),
  /** One of the item's custom field labels, or none. */
  customFieldName: z
    .string()
    .trim()
    .max(ITEM_RULE_KEY_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TItemRuleFields = z.infer<typeof ZItemRuleFields>;

export const ZListItemRulesRequestSchema = z.object({ itemId: ZId });
export type TListItemRulesRequest = z.infer<typeof ZListItemRulesRequestSchema>;

export const ZCreateItemRuleRequestSchema = ZItemRuleFields.extend({ itemId: ZId });
export type TCreateItemRuleRequest = z.infer<typeof ZCreateItemRuleRequestSchema>;

export const ZUpdateItemRuleRequestSchema = ZItemRuleFields.extend({ ruleId: ZId });
export type TUpdateItemRuleRequest = z.infer<typeof ZUpdateItemRuleRequestSchema>;

export const ZItemRuleIdRequestSchema = z.object({ ruleId: ZId });
export type TItemRuleIdRequest = z.infer<typeof ZItemRuleIdRequestSchema>;
