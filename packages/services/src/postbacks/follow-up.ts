/**
 * The checkout follow-up of external fees (PAID_ORDER_FOLLOW_UPS in composition/checkout.ts): one
 * PENDING postback per external line, in the paid order's own transaction, and a job to send it;
 * the line takes the fee's own title.
 * An order without external lines decides so from the facts, without a query.
 */
import { ZExternalTransient } from "@paydesk/validators";
import type { PaidOrderFollowUp } from "../platform/paid-order.ts";
import { enqueuePostbackJobs } from "./queue.ts";

export const createPostbacksForOrder: PaidOrderFollowUp = async (ctx, facts) => {
  const external = facts.lines.flatMap((line) => {
    const transient = ZExternalTransient.safeParse(line.transient);
    return transient.success ? [{ line, plugin: transient.data.plugin, title: transient.data.title }] : [];
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
  // The line was copied from the plugin's carrier item ("Synergy fees"): the receipt and the
  // transaction list should say which fee was paid.
  for (const { line, title } of external) await ctx.db.orderLine.update({ where: { id: line.orderLineId }, data: { title } });
  await enqueuePostbackJobs(ctx.db, rows.map((row) => row.id), null);
};
