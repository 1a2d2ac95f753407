/**
 * One active recurring series in the demo data: started from a seeded card order of a
 * recurring item, by the same follow-up checkout runs (series/start.ts), as if it had been bought
 * at the seed time. The demo parent's own purchase when there is one, so /parent/series shows it
 * too; else the newest. Seed tokens (`sim_tok_…`) approve in the simulator, so the job charges it
 * when its next day comes.
 */
import type { DbTx } from "@paydesk/db";
import { outboxTransport } from "../platform/mail/transport.ts";
import type { PaidOrderFacts } from "../platform/paid-order.ts";
import { startSeriesForRecurringLines } from "../series/start.ts";
import { itemTypeMap } from "../items/mapping.ts";

export async function seedDemoSeries(tx: DbTx, now: Date, preferredPayerId: number | null): Promise<void> {
  const candidates = await tx.orderLine.findMany({
    where: { item: { type: "RECURRING", recurrence: { isNot: null } }, order: { status: "PAID", payments: { some: { method: "CARD", gatewayToken: { not: null } } } } },
    select: {
      id: true,
      itemId: true,
      studentId: true,
      quantity: true,
      amountCents: true,
      totalCents: true,
      item: { select: { type: true } },
      order: { select: { id: true, companyId: true, source: true, payerUserId: true, payerName: true, payerEmail: true, payments: { where: { method: "CARD" }, take: 1 } } },
    },
    orderBy: { id: "desc" },
    take: 200,
  });
  const line = candidates.find((c) => preferredPayerId !== null && c.order.payerUserId === preferredPayerId) ?? candidates[0];
  if (!line) throw new Error("the demo orders hold no card purchase of a recurring item to start a series from");
  const { order } = line;
  const payment = order.payments[0]!;
  const facts: PaidOrderFacts = {
    orderId: order.id,
    companyId: order.companyId,
    source: order.source,
    payerUserId: order.payerUserId,
    payerName: order.payerName,
    payerEmail: order.payerEmail,
    payment: {
      id: payment.id,
      method: payment.method,
      amountCents: payment.amountCents,
      gatewayToken: payment.gatewayToken,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      cardExpMonth: payment.cardExpMonth,
      cardExpYear: payment.cardExpYear,
    },
    lines: [
      {
        orderLineId: line.id,
        itemId: line.itemId,
        itemType: itemTypeMap.fromDb(line.item.type),
        studentId: line.studentId,
        quantity: line.quantity,
        amountCents: line.amountCents,
        totalCents: line.totalCents,
        transient: null,
      },
    ],
  };
  const ctx = { db: tx, actor: null, session: null, ip: null, userAgent: null, mail: outboxTransport, appUrl: "", now: () => now };
  await startSeriesForRecurringLines(ctx, facts);
}
