import { formatDecimalCents, isoInZone } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { receiptsRouter } from "./router.ts";
import { defineShim, text } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof receiptsRouter>;
type View = Out["view"];

/**
 * The payor of an order for tools (docs/product/documented-calls.md; the transaction detail answers it too).
 */
export function payorAnswer(payer: View["payer"]): Record<string, unknown> {
  return {
    name: payer.name,
    email: payer.email,
    street: payer.street,
    street2: payer.street2,
    city: payer.city,
    state: payer.state,
    country: payer.country,
    postal_code: payer.postalCode,
  };
}

/** One payment for tools: method, amount, card brand and last four, check number (never more). */
export function paymentAnswer(p: View["payments"][number]): Record<string, unknown> {
  return {
    payment_id: p.paymentId,
    method: p.method,
    amount: formatDecimalCents(p.amountCents),
    card_brand: p.cardBrand,
    card_last4: p.cardLast4,
    check_number: p.checkNumber,
  };
}

/**
 * The receipt for tools, in the documented snake_case with dollar strings (docs/product/documented-calls.md).
 */
export function receiptAnswer(view: View): Record<string, unknown> {
  const dollars = formatDecimalCents;
  return {
    receipt: {
      order_id: view.orderId,
      status: view.status,
      source: view.source,
      created_at: isoInZone(view.createdAt, view.timeZone),
      company: { company_id: view.company.id, name: view.company.name, city: view.company.city, state: view.company.state },
      payor: payorAnswer(view.payer),
      lines: view.lines.map((l) => ({
        line_id: l.lineId,
        item_code: l.itemCode,
        title: l.title,
        student_name: l.studentName,
        quantity: l.quantity,
        amount: dollars(l.amountCents),
        tax: dollars(l.taxCents),
        shipping: dollars(l.shippingCents),
        fee: dollars(l.feeCents),
        total: dollars(l.totalCents),
        cfs: l.cfs,
      })),
      payments: view.payments.map((p) => ({ ...paymentAnswer(p), created_at: isoInZone(p.createdAt, view.timeZone) })),
      subtotal: dollars(view.subtotalCents),
      tax: dollars(view.taxCents),
      shipping: dollars(view.shippingCents),
      fees: dollars(view.feeCents),
      fees_removed: view.feesRemoved,
      total: dollars(view.totalCents),
      paid: dollars(view.paidCents),
      due: dollars(view.dueCents),
    },
  };
}

const sent = (result: Out["send"]) => ({ message: result.message, sent_to: result.sentTo });

/**
 * Receipts (docs/product/checkout-and-payments.md). The views answer the receipt page for a browser asking
 * for HTML (the shim router passes those on to the web app) and JSON for tools; the `.pdf` variants are the
 * server's receipt route. `?token=` lets a token holder send without signing in.
 */
export const receiptsShims = [
  defineShim<View>({
    method: "GET",
    path: "/pay/receipt/:orderId/view",
    procedure: "receipts.view",
    spec: "docs/product/checkout-and-payments.md: GET /pay/receipt/{orderId}/view",
    input: ({ params }) => ({ orderId: params.orderId }),
    fieldNames: { orderId: "order_id" },
    output: receiptAnswer,
  }),
  defineShim<Out["viewByToken"]>({
    method: "GET",
    path: "/pay/receipt/:orderId/:token/view",
    procedure: "receipts.viewByToken",
    spec: "docs/product/checkout-and-payments.md: /pay/receipt/{orderId}/{receiptToken}/view",
    input: ({ params }) => ({ orderId: params.orderId, token: params.token }),
    fieldNames: { orderId: "order_id" },
    output: receiptAnswer,
  }),
  defineShim<Out["send"]>({
    method: "GET",
    path: "/pay/receipt/:orderId/send",
    procedure: "receipts.send",
    spec: "docs/product/checkout-and-payments.md: GET /pay/receipt/{orderId}/send",
    input: ({ params, query }) => ({ orderId: params.orderId, token: text(query.token) }),
    fieldNames: { orderId: "order_id" },
    output: sent,
  }),
  defineShim<Out["send"]>({
    method: "GET",
    path: "/pay/receipt/:orderId/:email/send",
    procedure: "receipts.send",
    spec: "docs/product/checkout-and-payments.md: GET /pay/receipt/{orderId}/{email}/send",
    input: ({ params, query }) => ({ orderId: params.orderId, email: params.email, token: text(query.token) }),
    fieldNames: { orderId: "order_id" },
    output: sent,
  }),
];
