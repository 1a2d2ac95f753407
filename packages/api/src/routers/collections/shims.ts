import { formatDecimalCents, isoInZone } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { collectionsRouter } from "./router.ts";
import { defineShim, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof collectionsRouter>;
type Row = Out["list"]["rows"][number];

/** Tools' view of one row: snake_case, dollars as "25.00" (docs/product/documented-calls.md). */
function collectionRow(row: Row): Record<string, unknown> {
  return {
    source: row.source,
    source_id: row.sourceId,
    company_id: row.companyId,
    company: row.companyName,
    order_id: row.orderId,
    payor: row.payerName,
    payor_email: row.payerEmail,
    what: row.what,
    amount_due: formatDecimalCents(row.amountCents),
    since: isoInZone(row.since, row.timeZone),
    state: row.state,
    reminders: row.reminders,
    last_reminded_at: row.lastRemindedAt ? isoInZone(row.lastRemindedAt, row.timeZone) : null,
  };
}

/** `source` and `source_id` name one row, from the body. */
const rowOf = (req: ShimRequest) => ({ module: req.params.module, source: text(req.body.source), sourceId: text(req.body.source_id) });
const ROW_FIELDS = { sourceId: "source_id" };

/**
 * The product names the screens (`/control/operations/collections*`, docs/product/control-area.md) and no
 * calls: these are ours, for tools, under the screen's path. `{module}` must be control (everyone else 403).
 */
export const collectionsShims = [
  defineShim<Out["list"]>({
    method: "GET",
    path: "/:module/operations/collections/list",
    procedure: "collections.list",
    spec: "docs/product/control-area.md: /control/operations/collections*",
    input: (req) => ({
      module: req.params.module,
      companyId: text(req.query.company_id),
      source: text(req.query.source),
      state: text(req.query.state),
      search: text(req.query.search),
    }),
    fieldNames: { companyId: "company_id" },
    output: (list) => ({
      collections: list.rows.map(collectionRow),
      totals: list.totals.map((total) => ({
        company_id: total.companyId,
        company: total.companyName,
        count: total.count,
        amount_due: formatDecimalCents(total.amountCents),
      })),
      count: list.totalCount,
      amount_due: formatDecimalCents(list.totalAmountCents),
    }),
  }),
  defineShim<Out["remind"]>({
    method: "POST",
    path: "/:module/operations/collections/remind",
    procedure: "collections.remind",
    spec: "docs/product/control-area.md: /control/operations/collections*",
    input: rowOf,
    fieldNames: ROW_FIELDS,
    output: (result) => ({ message: result.message, sent_to: result.sentTo }),
  }),
  defineShim<Out["resolve"]>({
    method: "POST",
    path: "/:module/operations/collections/resolve",
    procedure: "collections.resolve",
    spec: "docs/product/control-area.md: /control/operations/collections*",
    input: (req) => ({ ...rowOf(req), resolution: text(req.body.resolution), memo: text(req.body.memo) ?? "" }),
    fieldNames: ROW_FIELDS,
    output: (result) => ({ message: result.message }),
  }),
  defineShim<Out["markCheckReturned"]>({
    method: "POST",
    path: "/:module/operations/collections/check-returned",
    procedure: "collections.markCheckReturned",
    spec: "docs/product/control-area.md: /control/operations/collections*",
    input: (req) => ({ module: req.params.module, paymentId: text(req.body.payment_id), memo: text(req.body.memo) ?? "" }),
    fieldNames: { paymentId: "payment_id" },
    output: (result) => ({ message: result.message, check_return_id: result.checkReturnId }),
  }),
  defineShim<Out["checkPayments"]>({
    method: "GET",
    path: "/:module/operations/collections/check-payments/:orderId",
    procedure: "collections.checkPayments",
    spec: "docs/product/control-area.md: /control/operations/collections*",
    input: (req) => ({ module: req.params.module, orderId: req.params.orderId }),
    fieldNames: { orderId: "order_id" },
    output: (payments) => ({
      payments: payments.map((payment) => ({
        payment_id: payment.paymentId,
        amount: formatDecimalCents(payment.amountCents),
        check_number: payment.checkNumber,
        payer_name: payment.payerName,
        returned: payment.returned,
      })),
    }),
  }),
];
