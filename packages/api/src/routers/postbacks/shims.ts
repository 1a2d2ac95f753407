import { formatDecimalCents, isoInZone } from "@paydesk/domain";
import { POSTBACK_MESSAGES } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { postbacksRouter } from "./router.ts";
import { defineShim, id, optionalId, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof postbacksRouter>;

/**
 * The postback calls of docs/product/control-area.md, control only (the procedures' rung).
 * post-back-transaction answers HTTP 200 whenever it could try: `status` says whether the SIS took
 * it ("success") or not ("error", with the product's "Postback Failed. Additional information.", the
 * SIS's `error` and the `curl_log`) — the call worked, the postback did not. Refusals of the call
 * itself (403, 404, 409 while it is being sent) are ordinary 4xx errors.
 */
export const postbacksShims = [
  defineShim<Out["find"]>({
    method: "GET",
    path: "/:module/postbacks/list",
    procedure: "postbacks.find",
    spec: "docs/product/documented-calls.md: GET /control/postbacks/list",
    fieldNames: { companyId: "company_id", pageSize: "page_size" },
    input: ({ params, query }) => ({
      module: params.module,
      status: text(query.status)?.toUpperCase() || undefined,
      plugin: text(query.plugin) || undefined,
      companyId: optionalId(query.company_id),
      from: text(query.from) || undefined,
      to: text(query.to) || undefined,
      pageSize: text(query.page_size) || undefined,
      after: text(query.after) || undefined,
    }),
    output: (page) => ({
      postbacks: page.rows.map((row) => ({
        id: row.id,
        txn_id: row.paymentId,
        order_id: row.orderId,
        plugin: row.plugin,
        status: row.status,
        memo: row.memo,
        attempts: row.attempts,
        company_id: row.companyId,
        company: row.companyName,
        title: row.title,
        amount: formatDecimalCents(row.amountCents),
        last_error: row.lastError,
        created_at: isoInZone(row.createdAt, row.timeZone),
        sent_at: row.sentAt ? isoInZone(row.sentAt, row.timeZone) : null,
        next_attempt_at: row.nextAttemptAt ? isoInZone(row.nextAttemptAt, row.timeZone) : null,
      })),
      next: page.nextCursor,
    }),
  }),
  defineShim<Out["resend"]>({
    method: "POST",
    path: "/:module/postbacks/:id/post-back-transaction",
    procedure: "postbacks.resend",
    spec: "docs/product/control-area.md: POST /control/postbacks/{id}/post-back-transaction",
    input: ({ params }) => ({ module: params.module, postbackId: id(params.id) }),
    output: (result) =>
      result.error === null
        ? { curl_log: result.curlLog, error: null, postback_status: result.status }
        : { status: "error", message: POSTBACK_MESSAGES.postbackFailed, curl_log: result.curlLog, error: result.error, postback_status: result.status },
  }),
  defineShim<Out["mark"]>({
    method: "POST",
    path: "/:module/postbacks/:id/mark",
    procedure: "postbacks.mark",
    spec: "docs/product/control-area.md: POST /control/postbacks/{id}/mark?status= {memo}",
    // The legacy page sends the status in the query string; a form or JSON body may carry it too.
    input: ({ params, query, body }) => ({
      module: params.module,
      postbackId: id(params.id),
      status: (text(query.status) ?? text(body.status))?.toUpperCase(),
      memo: text(body.memo) ?? "",
    }),
    output: (result) => ({ message: POSTBACK_MESSAGES.marked, postback_status: result.status, memo: result.memo }),
  }),
];
