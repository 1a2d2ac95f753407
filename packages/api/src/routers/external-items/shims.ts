import { formatDecimalCents } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { externalItemsRouter } from "./router.ts";
import { defineShim, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof externalItemsRouter>;

/** docs/product/terminal.md: `POST /{module}/virtual-terminal/external-items/find` {item_provider, student}. */
export const externalItemsShims = [
  defineShim<Out["find"]>({
    method: "POST",
    path: "/:module/virtual-terminal/external-items/find",
    procedure: "externalItems.find",
    spec: "docs/product/terminal.md: POST /{module}/virtual-terminal/external-items/find {item_provider, student}",
    input: ({ params, body }) => ({ module: params.module, plugin: text(body.item_provider), studentId: text(body.student) }),
    fieldNames: { plugin: "item_provider", studentId: "student" },
    output: ({ items }) => ({
      items: items.map((item) => ({
        transient_id: item.transientId,
        title: item.title,
        amount: formatDecimalCents(item.amountCents),
        allow_partial: item.allowPartial,
        plugin: item.plugin,
        priority: item.priority,
        in_cart: item.inCart,
        student: item.student,
        item_id: item.carrierItemId,
      })),
    }),
  }),
];
