import { ITEM_MESSAGES } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { itemRulesRouter } from "./router.ts";
import { defineShim, id, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof itemRulesRouter>;

const base = "/:module/items/rules";

const view = (r: Out["create"]) => ({
  rule_id: r.id,
  item_id: r.itemId,
  name: r.name,
  argument_key: r.argumentKey,
  output_key: r.outputKey,
  custom_field_name: r.customFieldName,
});

const fields = ({ body }: ShimRequest) => ({
  name: text(body.name),
  argumentKey: text(body.argument_key),
  outputKey: text(body.output_key),
  customFieldName: text(body.custom_field_name) ?? null,
});

const fieldNames = {
  itemId: "itemId",
  ruleId: "ruleId",
  argumentKey: "argument_key",
  outputKey: "output_key",
  customFieldName: "custom_field_name",
};

/**
 * Item rules (/{module}/items/rules/*; docs/product/items-and-fees.md). The legacy product names the pages,
 * not the calls; these paths are ours, under the pages' prefix (GET pages and POST calls never share a path):
 * - GET  /{module}/items/rules/{itemId}/list → {item, rules}
 * - POST /{module}/items/rules/{itemId}/create {name, argument_key, output_key, custom_field_name}
 * - POST /{module}/items/rules/rule/{ruleId}/update (same fields)
 * - POST /{module}/items/rules/rule/{ruleId}/remove
 */
export const itemRulesShims = [
  defineShim<Out["list"]>({
    method: "GET",
    path: `${base}/:itemId/list`,
    procedure: "itemRules.list",
    spec: "docs/product/items-and-fees.md: item rules (path ours)",
    input: ({ params }) => ({ module: params.module, itemId: id(params.itemId) }),
    fieldNames,
    output: (r) => ({
      item: { item_id: r.item.id, item_code: r.item.code, title: r.item.title, custom_fields: r.item.customFieldLabels },
      rules: r.rules.map(view),
    }),
  }),
  defineShim<Out["create"]>({
    method: "POST",
    path: `${base}/:itemId/create`,
    procedure: "itemRules.create",
    spec: "docs/product/items-and-fees.md: item rules create (path ours)",
    input: (req) => ({ module: req.params.module, itemId: id(req.params.itemId), ...fields(req) }),
    fieldNames,
    output: (r) => ({ message: ITEM_MESSAGES.saved, rule: view(r) }),
  }),
  defineShim<Out["update"]>({
    method: "POST",
    path: `${base}/rule/:ruleId/update`,
    procedure: "itemRules.update",
    spec: "docs/product/items-and-fees.md: item rules edit (path ours)",
    input: (req) => ({ module: req.params.module, ruleId: id(req.params.ruleId), ...fields(req) }),
    fieldNames,
    output: (r) => ({ message: ITEM_MESSAGES.saved, rule: view(r) }),
  }),
  defineShim<Out["remove"]>({
    method: "POST",
    path: `${base}/rule/:ruleId/remove`,
    procedure: "itemRules.remove",
    spec: "docs/product/items-and-fees.md: item rules delete (path ours)",
    input: ({ params }) => ({ module: params.module, ruleId: id(params.ruleId) }),
    fieldNames,
    output: (r) => ({ rule_id: r.ruleId }),
  }),
];
