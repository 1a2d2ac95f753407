import { formatDecimalCents } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { refundsRouter } from "./router.ts";
import { type ShimRequest, defineShim, id, text } from "../../shims/types.ts";
import { dollarsToCents, idempotencyKeyOf } from "../checkout/shims.ts";

type Out = inferRouterOutputs<typeof refundsRouter>;

/**
 * `POST /{module}/reports/txn/{orderId}/refund` `{payment_id, amount ("12.50"), reason,
 * idempotency_key}` (or the `Idempotency-Key` header) → `{status, refund_id, kind, amount,
 * order_status}`. Bad input answers 400 with the field under the name sent; a refusal of the
 * gateway 409, a gateway that cannot be reached 502 (send the same key again to resume).
 */
export const refundsShims = [
  defineShim<Out["create"]>({
    method: "POST",
    path: "/:module/reports/txn/:orderId/refund",
    procedure: "refunds.create",
    spec: "docs/product/checkout-and-payments.md: refunds, POST /{module}/reports/txn/{orderId}/refund",
    input: (req: ShimRequest) => ({
      module: req.params.module,
      orderId: id(req.params.orderId),
      paymentId: id(req.body.payment_id),
      amountCents: dollarsToCents(req.body.amount),
      reason: text(req.body.reason),
      idempotencyKey: idempotencyKeyOf(req),
    }),
    fieldNames: { orderId: "order_id", paymentId: "payment_id", amountCents: "amount", idempotencyKey: "idempotency_key" },
    output: (answer) => ({ refund_id: answer.refundId, kind: answer.kind, amount: formatDecimalCents(answer.amountCents), order_status: answer.orderStatus, message: answer.message }),
  }),
];
