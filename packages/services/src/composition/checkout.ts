/**
 * The services' composition root for checkout: what other domains write in the same transaction as
 * a paid order, in the order they run. Adding a domain's follow-up is one line here; checkout
 * (payments/checkout), which runs the list, knows no domain, and the domains know checkout only
 * through the facts it hands them (platform/paid-order.ts).
 */
import type { Db } from "@paydesk/db";
import type { ServiceContext } from "../platform/context.ts";
import type { PaidOrderFollowUps } from "../platform/paid-order.ts";
import { checkoutCartWith, type CheckoutRequest } from "../payments/checkout/checkout.ts";
import type { CheckoutAnswer } from "../payments/checkout/types.ts";
import { createPostbacksForOrder } from "../postbacks/follow-up.ts";
import { linesStartingSeries, startSeriesForRecurringLines } from "../series/start.ts";

export const PAID_ORDER_FOLLOW_UPS: PaidOrderFollowUps = [
  // A recurring item's first payment starts its series (services/series).
  { run: startSeriesForRecurringLines, mayWrite: (facts) => linesStartingSeries(facts).length > 0 },
  // External (SIS) lines: a postback each (services/postbacks); any line with a transient may be one.
  { run: createPostbacksForOrder, mayWrite: (facts) => facts.lines.some((line) => line.transient != null) },
];

/** Charge for a cart and record the paid order with every domain's follow-up (payments/checkout/checkout.ts). */
export function checkoutCart(ctx: ServiceContext & { db: Db }, request: CheckoutRequest): Promise<CheckoutAnswer> {
  return checkoutCartWith(ctx, request, PAID_ORDER_FOLLOW_UPS);
}
