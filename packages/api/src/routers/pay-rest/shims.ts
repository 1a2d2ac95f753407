import { formatDecimalCents } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { payRestRouter } from "./router.ts";
import { defineShim, id, type ShimRequest } from "../../shims/types.ts";
import { answerOf, captchaOf, dollarsToCents, idempotencyKeyOf, paymentOf } from "../checkout/shims.ts";

type Out = inferRouterOutputs<typeof payRestRouter>;
type Summary = Out["summary"];

/** The order summary for tools, as docs/product/documented-calls.md answers: snake_case, dollars as "25.00". */
function summaryOf(order: Summary) {
  return {
    order_id: order.orderId,
    order_status: order.status,
    total: formatDecimalCents(order.totalCents),
    paid: formatDecimalCents(order.paidCents),
    amount_due: formatDecimalCents(order.dueCents),
    payor: order.payerName,
    payee: order.payeeId,
  };
}

/** The parent's order (module parent, signed in) or the guest's (the receipt token in the path). */
const orderOf = (req: ShimRequest) =>
  req.params.token === undefined ? { orderId: id(req.params.orderId), module: "parent" } : { orderId: id(req.params.orderId), token: req.params.token };

const payInput = (req: ShimRequest) => ({
  ...orderOf(req),
  amountCents: dollarsToCents(req.body.amount),
  ...paymentOf(req.body),
  idempotencyKey: idempotencyKeyOf(req),
  ...captchaOf(req),
});
const PAY_FIELDS = { amountCents: "amount", orderId: "order_id", idempotencyKey: "idempotency_key" };
const SPEC = "docs/product/checkout-and-payments.md: order-summary, for the payer (parent and guest pay the rest)";

/**
 * The terminal's order-summary call (`POST /{module}/virtual-terminal/order-summary/{orderId}`
 * `{amount}` plus the payment fields, same answers) for the order's own payer: the parent at
 * `/parent/order-summary/{orderId}`, a guest at `/pay/order-summary/{orderId}/{token}` with the
 * receipt token. GET answers the summary.
 */
export const payRestShims = [
  defineShim<Summary>({ method: "GET", path: "/parent/order-summary/:orderId", procedure: "payRest.summary", spec: SPEC, input: orderOf, fieldNames: { orderId: "order_id" }, output: summaryOf }),
  defineShim<Summary>({ method: "GET", path: "/pay/order-summary/:orderId/:token", procedure: "payRest.summary", spec: SPEC, input: orderOf, fieldNames: { orderId: "order_id" }, output: summaryOf }),
  defineShim<Out["pay"]>({ method: "POST", path: "/parent/order-summary/:orderId", procedure: "payRest.pay", spec: SPEC, input: payInput, fieldNames: PAY_FIELDS, output: answerOf }),
  defineShim<Out["pay"]>({ method: "POST", path: "/pay/order-summary/:orderId/:token", procedure: "payRest.pay", spec: SPEC, input: payInput, fieldNames: PAY_FIELDS, output: answerOf }),
];
