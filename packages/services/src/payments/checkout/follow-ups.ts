/**
 * Running the follow-ups of a paid order: what other domains write in the same transaction as the
 * order (a recurring item starts its series, an external item queues its postback). In the
 * order's own transaction, so an order never exists without them and a rolled-back checkout
 * leaves none behind. Checkout is handed the list (composition/checkout.ts) and names no domain.
 *
 * Each follow-up gets the facts checkout already holds, so one that has nothing to do (no
 * recurring line, no external line) decides so without a query: most orders pay neither.
 */
import type { ServiceContext, TxContext } from "../../platform/context.ts";
import type { PaidOrderFacts, PaidOrderFollowUps } from "../../platform/paid-order.ts";

export function followUpsMayWrite(followUps: PaidOrderFollowUps, facts: PaidOrderFacts): boolean {
  return followUps.some((followUp) => followUp.mayWrite(facts));
}

export async function recordOrderFollowUps(followUps: PaidOrderFollowUps, ctx: TxContext<ServiceContext>, facts: PaidOrderFacts): Promise<void> {
  for (const followUp of followUps) await followUp.run(ctx, facts);
}
