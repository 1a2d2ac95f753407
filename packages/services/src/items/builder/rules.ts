/**
 * Item rules (docs/product/items-and-fees.md): each maps an argument key to an output key for one item,
 * optionally through one of the item's custom fields, named by its label.
 */
import type { DbTx } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import {
  ITEM_RULE_FORM_MESSAGES,
  type TCreateItemRuleRequest,
  type TItemRuleFields,
  type TItemRuleIdRequest,
  type TListItemRulesRequest,
  type TUpdateItemRuleRequest,
} from "@paydesk/validators";
import { recordAudit } from "../../platform/audit.ts";
import { itemForActor } from "./item-access.ts";
import type { ItemRulesList, ItemRuleView } from "./types.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../../platform/context.ts";

const RULE_SELECT = {
  id: true,
  itemId: true,
  name: true,
  argumentKey: true,
  outputKey: true,
  customFieldName: true,
  updatedAt: true,
} as const;

async function customFieldLabels(db: DbTx, itemId: number): Promise<string[]> {
  const fields = await db.itemCustomField.findMany({ where: { itemId }, select: { label: true }, orderBy: { position: "asc" } });
  return fields.map((f) => f.label).filter((label) => label !== "");
}

async function assertCustomField(db: DbTx, itemId: number, fields: TItemRuleFields): Promise<void> {
  if (fields.customFieldName === null) return;
  if ((await customFieldLabels(db, itemId)).includes(fields.customFieldName)) return;
  throw new AppError("BAD_REQUEST", ITEM_RULE_FORM_MESSAGES.unknownCustomField, {
    customFieldName: ITEM_RULE_FORM_MESSAGES.unknownCustomField,
  });
}

async function ruleForActor(ctx: ActorTxContext, ruleId: number) {
  const { db } = ctx;
  const rule = await db.itemRule.findUnique({ where: { id: ruleId }, select: RULE_SELECT });
  if (!rule) throw new AppError("NOT_FOUND", ITEM_RULE_FORM_MESSAGES.noSuchRule);
  const item = await itemForActor(ctx, rule.itemId);
  return { rule, item };
}

const auditFields = (r: TItemRuleFields) => ({
  name: r.name,
  argumentKey: r.argumentKey,
  outputKey: r.outputKey,
  customFieldName: r.customFieldName,
});

export async function listItemRules(ctx: ActorTxContext, input: TListItemRulesRequest): Promise<ItemRulesList> {
  const { db } = ctx;
  const item = await itemForActor(ctx, input.itemId);
  const [labels, rules] = await Promise.all([
    customFieldLabels(db, item.id),
    db.itemRule.findMany({ where: { itemId: item.id }, select: RULE_SELECT, orderBy: [{ name: "asc" }, { id: "asc" }] }),
  ]);
  return { item: { id: item.id, code: item.code, title: item.title, customFieldLabels: labels }, rules };
}

export async function createItemRule(ctx: ActorContext, input: TCreateItemRuleRequest): Promise<ItemRuleView> {
  return inTransaction(ctx, async (tx) => {
    const item = await itemForActor(tx, input.itemId);
    await assertCustomField(tx.db, item.id, input);
    const rule = await tx.db.itemRule.create({ data: { itemId: item.id, ...auditFields(input) }, select: RULE_SELECT });
    await recordAudit(tx, {
      action: "item_rule.created",
      entity: "item_rule",
      entityId: rule.id,
      companyId: item.companyId,
      after: { itemId: item.id, ...auditFields(rule) },
    });
    return rule;
  });
}

export async function updateItemRule(ctx: ActorContext, input: TUpdateItemRuleRequest): Promise<ItemRuleView> {
  return inTransaction(ctx, async (tx) => {
    const { rule, item } = await ruleForActor(tx, input.ruleId);
    await assertCustomField(tx.db, item.id, input);
    const updated = await tx.db.itemRule.update({ where: { id: rule.id }, data: auditFields(input), select: RULE_SELECT });
    await recordAudit(tx, {
      action: "item_rule.updated",
      entity: "item_rule",
      entityId: rule.id,
      companyId: item.companyId,
      before: auditFields(rule),
      after: auditFields(updated),
    });
    return updated;
  });
}

export async function removeItemRule(ctx: ActorContext, input: TItemRuleIdRequest): Promise<{ ruleId: number }> {
  return inTransaction(ctx, async (tx) => {
    const { rule, item } = await ruleForActor(tx, input.ruleId);
    await tx.db.itemRule.delete({ where: { id: rule.id } });
    await recordAudit(tx, {
      action: "item_rule.deleted",
      entity: "item_rule",
      entityId: rule.id,
      companyId: item.companyId,
      before: { itemId: item.id, ...auditFields(rule) },
    });
    return { ruleId: rule.id };
  });
}
