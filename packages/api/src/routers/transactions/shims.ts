import { formatDecimalCents, isoInZone } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { transactionsRouter } from "./router.ts";
import { defineShim, optionalId, text, type ShimRequest } from "../../shims/types.ts";

type Page = inferRouterOutputs<typeof transactionsRouter>["list"];
type Totals = inferRouterOutputs<typeof transactionsRouter>["totals"];

/** The filter as a query string spells it: ?from=&to=&search=&status=PAID,PARTIAL&method=card&company_id=. */
export function filterOf(req: ShimRequest) {
  return {
    module: req.params.module,
    companyId: optionalId(req.query.company_id),
    from: text(req.query.from) || undefined,
    to: text(req.query.to) || undefined,
    search: text(req.query.search) ?? "",
    statuses: text(req.query.status) || undefined,
    methods: text(req.query.method) || undefined,
  };
}

/** Field names of the procedure's input → the query string's, for the errors of a bad filter. */
export const FILTER_FIELD_NAMES = { companyId: "company_id", statuses: "status", methods: "method", pageSize: "page_size" };

/**
 * GET /{module}/reports/txn/list (docs/product/documented-calls.md) for tools, in the documented shape, plus
 * the range it covers and `next` (pass it as ?after= for the next page; null on the last). Must stay
 * ahead of the detail shim's /reports/txn/:orderId in the table.
 */
export const transactionsShims = [
  defineShim<Page>({
    method: "GET",
    path: "/:module/reports/txn/list",
    procedure: "transactions.list",
    spec: "docs/product/documented-calls.md: orders; docs/product/reports-and-time-zones.md: the transactions list",
    fieldNames: FILTER_FIELD_NAMES,
    input: (req) => ({ ...filterOf(req), pageSize: text(req.query.page_size) || undefined, after: text(req.query.after) || undefined }),
    output: (page) => ({
      transactions: page.rows.map((row) => ({
        txn_id: row.paymentId,
        order_id: row.orderId,
        txn_date: isoInZone(row.createdAt, page.timeZone),
        status: row.status,
        payment_method: row.methods.map((m) => m.toLowerCase()).join(", "),
        amount: formatDecimalCents(row.amountCents),
        payor: row.payerName,
        payee: row.payees.join(", "),
        parent_company: row.companyName,
      })),
      from: page.from,
      to: page.to,
      next: page.nextCursor,
    }),
  }),
  /**
   * GET /{module}/reports/txn/totals?from=&to=&method= (docs/product/reports-and-time-zones.md): the count
   * and the money of the filter the list takes, by tender, net of refunds.
   */
  defineShim<Totals>({
    method: "GET",
    path: "/:module/reports/txn/totals",
    procedure: "transactions.totals",
    spec: "docs/product/reports-and-time-zones.md: totals by tender",
    fieldNames: FILTER_FIELD_NAMES,
    input: filterOf,
    output: (totals) => ({
      count: totals.count,
      amount: formatDecimalCents(totals.amountCents),
      by_method: {
        card: formatDecimalCents(totals.byMethod.CARD),
        cash: formatDecimalCents(totals.byMethod.CASH),
        check: formatDecimalCents(totals.byMethod.CHECK),
      },
      from: totals.from,
      to: totals.to,
    }),
  }),
];
