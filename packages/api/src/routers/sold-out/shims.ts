import { SOLD_OUT_MESSAGES } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { soldOutRouter } from "./router.ts";
import { defineShim, id, optionalId, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof soldOutRouter>;

const view = (m: Out["list"][number]) => ({ soldout_message_id: m.id, text: m.text, item_count: m.itemCount });

/**
 * soldout remove (docs/product/items-and-fees.md), and (paths ours) the list and create the builder's picker
 * uses: GET /{module}/soldout/list?company= and POST /{module}/soldout/create {company, text}.
 */
export const soldOutShims = [
  defineShim<Out["remove"]>({
    method: "GET",
    path: "/:module/soldout/:id/remove",
    procedure: "soldOut.remove",
    spec: "docs/product/items-and-fees.md: soldout remove",
    input: ({ params }) => ({ module: params.module, soldOutMessageId: id(params.id) }),
    fieldNames: { soldOutMessageId: "id" },
    output: (r) => ({
      message: SOLD_OUT_MESSAGES.removed,
      soldout_message_id: r.soldOutMessageId,
      unset_on_items: r.unsetOnItems,
    }),
  }),
  defineShim<Out["list"]>({
    method: "GET",
    path: "/:module/soldout/list",
    procedure: "soldOut.list",
    spec: "docs/product/items-and-fees.md: sold-out messages (path ours)",
    input: ({ params, query }) => ({ module: params.module, companyId: optionalId(query.company) }),
    fieldNames: { companyId: "company" },
    output: (rows) => ({ messages: rows.map(view) }),
  }),
  defineShim<Out["create"]>({
    method: "POST",
    path: "/:module/soldout/create",
    procedure: "soldOut.create",
    spec: "docs/product/items-and-fees.md: sold-out messages (path ours)",
    input: ({ params, body }) => ({ module: params.module, companyId: optionalId(body.company), text: text(body.text) }),
    fieldNames: { companyId: "company" },
    output: (m) => ({ message: SOLD_OUT_MESSAGES.created, ...view(m) }),
  }),
];
