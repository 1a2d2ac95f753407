import { formatDecimalCents, isoInZone, localDay } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { seriesRouter } from "./router.ts";
import { defineShim, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof seriesRouter>;
type Row = Out["list"]["series"][number];


/**
 * The documented fields first (series_id, item_code, payor, next_charge, remaining, status:
 * docs/product/documented-calls.md), then what the pages show.
 */
function seriesRow(row: Row): Record<string, unknown> {
  return {
    series_id: row.seriesId,
    item_code: row.itemCode,
    payor: row.payorName,
    // The charge's calendar day where the seller is: a retry late in a Los Angeles evening is already tomorrow in UTC.
    next_charge: row.nextChargeAt ? localDay(row.nextChargeAt, row.timeZone) : null,
    remaining: row.remaining,
    status: row.status,
    title: row.title,
    amount: formatDecimalCents(row.totalCents),
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    order_id: row.orderId,
    company_id: row.companyId,
  };
}

/** The path's module and series id, as series.get and series.stop take them. */
const seriesInPath = (req: ShimRequest) => ({ module: req.params.module, seriesId: req.params.seriesId });

/** `{module}` is any module: a parent lists and stops their own series from /parent/series. */
export const seriesShims = [
  defineShim<Out["list"]>({
    method: "GET",
    path: "/:module/series/list",
    procedure: "series.list",
    spec: "docs/product/checkout-and-payments.md: recurring series; docs/product/documented-calls.md: series list",
    input: (req) => ({ module: req.params.module, status: text(req.query.status), page: text(req.query.page) }),
    output: (result) => ({ series: result.series.map(seriesRow), total: result.total, page: result.page, page_size: result.pageSize }),
  }),
  defineShim<Out["get"]>({
    method: "GET",
    path: "/:module/series/:seriesId",
    procedure: "series.get",
    spec: "docs/product/checkout-and-payments.md: /{module}/series/*",
    input: seriesInPath,
    output: (series) => ({
      series: {
        ...seriesRow(series),
        payor_email: series.payorEmail,
        student_name: series.studentName,
        stopped_at: series.stoppedAt ? isoInZone(series.stoppedAt, series.timeZone) : null,
        occurrences: series.occurrences.map((o) => ({
          occurrence_id: o.occurrenceId,
          sequence: o.sequence,
          due_on: o.dueOn,
          status: o.status,
          attempts: o.attempts,
          next_attempt_at: isoInZone(o.nextAttemptAt, series.timeZone),
          order_id: o.orderId,
          last_error: o.lastError,
        })),
      },
    }),
  }),
  defineShim<Out["stop"]>({
    method: "GET",
    path: "/:module/series/:seriesId/stop",
    procedure: "series.stop",
    spec: "docs/product/checkout-and-payments.md: GET /{module}/series/{id}/stop",
    input: seriesInPath,
    output: (result) => ({ message: result.message, series_status: result.status }),
  }),
];
