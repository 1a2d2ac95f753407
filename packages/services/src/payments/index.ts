export * from "./pricing.ts";
export * from "./gateway/index.ts";
export { checkoutCartWith, type CheckoutRequest } from "./checkout/checkout.ts";
export { CLAIM_LEASE_SECONDS } from "./checkout/idempotency.ts";
export { CARD_TESTING_LIMITS } from "./checkout/card-testing.ts";
export { type CartOwner, type CheckoutAnswer, type RedirectFor, guestRedirect, parentRedirect, terminalRedirect } from "./checkout/types.ts";
export { payRest, payerRestScope, type PayRestRequest } from "./order-summary/pay-rest.ts";
export { orderSummary, orderSummaryForPayer, type OrderSummary } from "./order-summary/summary.ts";
