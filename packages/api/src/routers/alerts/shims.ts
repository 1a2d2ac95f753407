import { isoInZone } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { alertsRouter } from "./router.ts";
import { defineShim, flag, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof alertsRouter>;
type Row = Out["list"][number];

/**
 * The documented message fields first
 * (docs/product/dashboard-images-promotions.md), then what the screens show.
 */
function alertRow(row: Row): Record<string, unknown> {
  return {
    message_id: row.alertId,
    title: row.title,
    message: row.message,
    type: row.type,
    item_url: row.itemUrl,
    item_title: row.itemTitle,
    audience: row.audience,
    company_id: row.companyId,
    company_name: row.companyName,
    starts_at: isoInZone(row.startsAt, row.timeZone),
    ends_at: row.endsAt ? isoInZone(row.endsAt, row.timeZone) : null,
    running: row.running,
    acknowledged: row.answer?.type ?? null,
  };
}

const alertInPath = (req: ShimRequest) => ({ module: req.params.module, alertId: req.params.alertId });

/**
 * Service alerts exist in school, vendor and business (control acts in each;
 * docs/product/dashboard-images-promotions.md).
 */
export const alertsShims = [
  defineShim<Out["messages"]>({
    method: "GET",
    path: "/:module/promote/messages",
    procedure: "alerts.messages",
    spec: "docs/product/dashboard-images-promotions.md: GET /{module}/promote/messages",
    input: (req) => ({ module: req.params.module }),
    output: (messages) => ({
      messages: messages.map((m) => ({
        message_id: m.alertId,
        title: m.title,
        message: m.message,
        type: m.type,
        item_url: m.itemUrl,
        item_title: m.itemTitle,
      })),
    }),
  }),
  defineShim<Out["acknowledge"]>({
    method: "POST",
    path: "/:module/promote/messages/:alertId",
    procedure: "alerts.acknowledge",
    spec: "docs/product/dashboard-images-promotions.md: POST /{module}/promote/messages/{id}",
    // `acknowledge: 1` is the legacy flag; anything else is refused by the schema.
    input: (req) => ({ ...alertInPath(req), acknowledge: flag(req.body.acknowledge), type: text(req.body.type) }),
    output: (result) => ({ message: result.message, acknowledged: result.answer.type }),
  }),
  defineShim<Out["list"]>({
    method: "GET",
    path: "/:module/promote/salerts/list",
    procedure: "alerts.list",
    spec: "docs/product/dashboard-images-promotions.md: /{module}/promote/salerts (the list, for tools)",
    input: (req) => ({ module: req.params.module }),
    output: (rows) => ({ alerts: rows.map(alertRow) }),
  }),
  defineShim<Out["create"]>({
    method: "POST",
    path: "/:module/promote/salerts/create",
    procedure: "alerts.create",
    spec: "docs/product/dashboard-images-promotions.md: /{module}/promote/salerts (create)",
    input: (req) => ({
      module: req.params.module,
      title: text(req.body.title),
      message: text(req.body.message),
      type: text(req.body.type),
      itemUrl: text(req.body.item_url),
      itemTitle: text(req.body.item_title),
      audience: text(req.body.audience),
      companyId: text(req.body.company_id),
      startsAt: text(req.body.starts_at),
      endsAt: text(req.body.ends_at),
    }),
    fieldNames: {
      itemUrl: "item_url",
      itemTitle: "item_title",
      companyId: "company_id",
      startsAt: "starts_at",
      endsAt: "ends_at",
    },
    output: (row) => ({ alert: alertRow(row) }),
  }),
];
