import { formatDecimalCents, isoInZone } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { dashboardRouter } from "./router.ts";
import { defineShim, optionalId, text, type ShimRequest, type ShimRoute } from "../../shims/types.ts";
import { feesHtml, salesByItemHtml, salesByMethodHtml, sellingOutHtml, topSchoolsHtml, transactionsHtml } from "./html.ts";

type Out = inferRouterOutputs<typeof dashboardRouter>;

/**
 * ?date_range=today|7d|30d|90d|ytd (docs/product/dashboard-images-promotions.md;
 * absent: 30d) and optionally ?company_id=.
 */
const widgetInput = (req: ShimRequest) => ({
  module: req.params.module,
  range: text(req.query.date_range) || undefined,
  companyId: optionalId(req.query.company_id),
});
const FIELD_NAMES = { range: "date_range", companyId: "company_id" };

/** A widget answer: {status, content_html} (docs/product/dashboard-images-promotions.md). */
function widget<T>(path: string, procedure: string, spec: string, html: (result: T) => string): ShimRoute<T> {
  return defineShim<T>({ method: "GET", path, procedure, spec, fieldNames: FIELD_NAMES, input: widgetInput, output: (r) => ({ content_html: html(r) }) });
}

/**
 * The two named widget calls, the other widgets at /{module}/dashboard/widget/{name}
 * (docs/product/documented-calls.md), the latest transaction (the shape of
 * docs/product/dashboard-images-promotions.md; every field null when the scope has no order yet)
 * and the tweets.
 */
export const dashboardShims = [
  widget<Out["transactions"]>("/:module/dashboard/txn", "dashboard.transactions", "docs/product/dashboard-images-promotions.md: dashboard txn", transactionsHtml),
  widget<Out["topSchools"]>("/:module/dashboard/leaderboard-topschools", "dashboard.topSchools", "docs/product/dashboard-images-promotions.md: leaderboard", topSchoolsHtml),
  widget<Out["salesByItem"]>("/:module/dashboard/widget/sales-by-item", "dashboard.salesByItem", "docs/product/documented-calls.md: widget", salesByItemHtml),
  widget<Out["salesByMethod"]>("/:module/dashboard/widget/sales-by-method", "dashboard.salesByMethod", "docs/product/documented-calls.md: widget", salesByMethodHtml),
  widget<Out["fees"]>("/:module/dashboard/widget/fees-collected", "dashboard.fees", "docs/product/documented-calls.md: widget", feesHtml),
  widget<Out["sellingOut"]>("/:module/dashboard/widget/items-selling-out", "dashboard.sellingOut", "docs/product/documented-calls.md: widget", sellingOutHtml),
  defineShim<Out["latest"]>({
    method: "POST",
    path: "/:module/reports/txn/first",
    procedure: "dashboard.latest",
    spec: "docs/product/dashboard-images-promotions.md: reports/txn/first",
    fieldNames: { companyId: "company_id" },
    input: (req) => ({ module: req.params.module, companyId: optionalId(req.body.company_id ?? req.query.company_id) }),
    output: (t) => ({
      txn_id: t?.txnId ?? null,
      order_id: t?.orderId ?? null,
      parent_company: t?.parentCompany ?? null,
      payee: t ? t.payees.join(", ") : null,
      payor: t?.payor ?? null,
      txn_date: t ? isoInZone(t.txnDate, t.timeZone) : null,
      txn_status: t?.status ?? null,
      payment_method: t ? t.methods.map((m) => m.toLowerCase()).join(", ") : null,
      amount: t ? formatDecimalCents(t.amountCents) : null,
    }),
  }),
  defineShim<Out["tweets"]>({
    method: "GET",
    path: "/api/tweets",
    procedure: "dashboard.tweets",
    spec: "docs/product/dashboard-images-promotions.md: /api/tweets",
    input: () => undefined,
    output: (tweets) => ({ tweets: tweets.map((t) => ({ message: t.message, url: t.url })) }),
  }),
];
