/**
 * The checkout follow-up of external fees (FOLLOW_UPS in payments/checkout/follow-ups.ts): one
 * PENDING postback per external line, in the paid order's own transaction, and a job to send it.
 * An order without external lines decides so from the facts, without a query.
 */
import { ZExternalTransient } from "@paydesk/validators";
import type { PaidOrderFollowUp } from "../payments/checkout/follow-ups.ts";
import { enqueuePostbackJobs } from "./queue.ts";

export const createPostbacksForOrder: PaidOrderFollowUp = async (ctx, facts) => {
  const external = facts.lines.flatMap((line) => {
    const transient = ZExternalTransient.safeParse(line.transient);
    return transient.success ? [{ line, plugin: transient.data.plugin }] : [];
  });
  if (external.length === 0) return;
  const rows = await ctx.db.postback.createManyAndReturn({
    data: external.map(({ line, plugin }) => ({
      orderId: facts.orderId,
      orderLineId: line.orderLineId,
      companyId: facts.companyId,
      plugin,
      status: "PENDING" as const,
      nextAttemptAt: ctx.now(),
    })),
    select: { id: true },
  });
  await enqueuePostbackJobs(ctx.db, rows.map((row) => row.id), null);
};
