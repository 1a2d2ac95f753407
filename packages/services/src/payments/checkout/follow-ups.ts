/**
 * What other domains write in the same transaction as a paid order: a recurring item starts its
 * series (services/series), an external (SIS) item queues its postback
 * (services/sis). In the order's own transaction, so an order never exists without them and a
 * rolled-back checkout leaves none behind.
 *
 * Each follow-up gets the facts checkout already holds, so one that has nothing to do (no
 * recurring line, no external line) decides so without a query: most orders pay neither.
 */
import type { ServiceContext, TxContext } from "../../platform/context.ts";
import type { PaidOrderFacts, PaidOrderFollowUp } from "../../platform/paid-order.ts";
import { linesStartingSeries, startSeriesForRecurringLines } from "../../series/start.ts";
import { createPostbacksForOrder } from "../../postbacks/follow-up.ts";

interface FollowUpEntry {
  run: PaidOrderFollowUp;
  /**
   * Whether `run` may write for these facts (the lines' ids are not known yet: 0). Asked before
   * the order's transaction: when no follow-up may write, the order is written by plain SQL
   * statements on a pg connection without Prisma (record.ts); otherwise in Prisma's interactive
   * transaction, which the follow-ups write through. Saying yes when unsure is always safe.
   */
  mayWrite(facts: PaidOrderFacts): boolean;
}

/** Domains add theirs here, one entry each. */
const FOLLOW_UPS: readonly FollowUpEntry[] = [
  { run: startSeriesForRecurringLines, mayWrite: (facts) => linesStartingSeries(facts).length > 0 },
  // External (SIS) lines: a postback each (services/postbacks); any line with a transient may be one.
  { run: createPostbacksForOrder, mayWrite: (facts) => facts.lines.some((line) => line.transient != null) },
];

export function followUpsMayWrite(facts: PaidOrderFacts): boolean {
  return FOLLOW_UPS.some((followUp) => followUp.mayWrite(facts));
}

export async function recordOrderFollowUps(ctx: TxContext<ServiceContext>, facts: PaidOrderFacts): Promise<void> {
  for (const followUp of FOLLOW_UPS) await followUp.run(ctx, facts);
}
