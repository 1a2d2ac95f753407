export { createRefund, type RefundAnswer } from "./create.ts";
export { refundsForOrder, type OrderRefunds, type PaymentRefunds, type RefundRow } from "./for-order.ts";
