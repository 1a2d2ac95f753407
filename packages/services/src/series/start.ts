/**
 * The checkout follow-up that starts a series for each recurring line of a paid order,
 * in the order's own transaction (composition/checkout.ts): the order exists with its
 * series or not at all.
 *
 * Only a CARD payment starts one: a series charges through the gateway's stored token, and cash or
 * a check leaves none. A recurring item paid in cash or by check is paid once (the order); staff
 * take the next payment at the terminal like any other. A series that only reminds by e-mail was
 * the alternative; we left it out because nobody asked for reminders and a reminder that cannot be
 * paid from the e-mail is one more screen to build.
 *
 * The order pays the schedule's first date; the later dates become occurrences for the job. Each
 * occurrence charges what the line cost (its share of the order: price, tax, shipping, fees as
 * bought), so every charge is booked to the same accounts in the same parts.
 */
import { chargeDayOf, hasChargesToCome, recurringSettingsOf, seriesSchedule, startOfChargeDay } from "@paydesk/domain";
import { recordAudit } from "../platform/audit.ts";
import type { ServiceContext, TxContext } from "../platform/context.ts";
import type { PaidOrderFacts, PaidOrderLine } from "../platform/paid-order.ts";
import { recurringFormOf } from "../items/builder/form-of.ts";
import { companyTimeZone } from "../platform/time-zone.ts";

/** Which lines start a series, decided from the facts alone (most orders have none: no query). */
export function linesStartingSeries(facts: PaidOrderFacts): readonly PaidOrderLine[] {
  if (facts.payment.method !== "CARD" || !facts.payment.gatewayToken) return [];
  return facts.lines.filter((line) => line.itemType === "recurring" && line.totalCents > 0);
}

export async function startSeriesForRecurringLines(ctx: TxContext<ServiceContext>, facts: PaidOrderFacts): Promise<void> {
  const lines = linesStartingSeries(facts);
  if (lines.length === 0) return;
  const { db } = ctx;
  const [items, orderLines] = await Promise.all([
    db.item.findMany({ where: { id: { in: lines.map((l) => l.itemId) } }, select: { id: true, companyId: true, coaId: true, recurrence: true } }),
    db.orderLine.findMany({
      where: { id: { in: lines.map((l) => l.orderLineId) } },
      select: { id: true, itemCode: true, title: true, settlementAccountId: true, taxCents: true, shippingCents: true, feeCents: true },
    }),
  ]);
  const itemOf = new Map(items.map((item) => [item.id, item]));
  const orderLineOf = new Map(orderLines.map((line) => [line.id, line]));
  // Charge days are the selling company's days (an order may hold another company's item).
  const zones = new Map<number, string>();
  const zoneOf = async (companyId: number) => {
    if (!zones.has(companyId)) zones.set(companyId, await companyTimeZone(db, companyId));
    return zones.get(companyId)!;
  };

  for (const line of lines) {
    const item = itemOf.get(line.itemId);
    const orderLine = orderLineOf.get(line.orderLineId)!;
    // A recurring item saved without its settings (an old draft) has no schedule: paid once.
    if (!item?.recurrence) continue;
    const recurrence = recurringFormOf(item.recurrence)!;
    const zone = await zoneOf(item.companyId);
    const boughtOn = chargeDayOf(ctx.now(), zone);
    const schedule = seriesSchedule(recurringSettingsOf(recurrence), recurrence.startsOn, boughtOn);
    if (!hasChargesToCome(schedule)) continue;
    const toCome = schedule.dates.slice(1);

    const series = await db.recurringSeries.create({
      data: {
        companyId: facts.companyId,
        itemId: line.itemId,
        orderId: facts.orderId,
        orderLineId: line.orderLineId,
        studentId: line.studentId,
        payerUserId: facts.payerUserId,
        payerName: facts.payerName,
        payerEmail: facts.payerEmail,
        itemCode: orderLine.itemCode,
        title: orderLine.title,
        settlementAccountId: orderLine.settlementAccountId,
        coaId: item.coaId,
        quantity: line.quantity,
        amountCents: line.amountCents,
        taxCents: orderLine.taxCents,
        shippingCents: orderLine.shippingCents,
        feeCents: orderLine.feeCents,
        totalCents: line.totalCents,
        gatewayToken: facts.payment.gatewayToken!,
        cardBrand: facts.payment.cardBrand,
        cardLast4: facts.payment.cardLast4,
        cardExpMonth: facts.payment.cardExpMonth,
        cardExpYear: facts.payment.cardExpYear,
        nextChargeAt: startOfChargeDay(toCome[0]!, zone),
        remaining: toCome.length,
        occurrences: {
          create: schedule.dates.map((date, index) => ({
            sequence: index + 1,
            // A calendar date column: the day itself, not an instant.
            dueOn: new Date(`${date}T00:00:00.000Z`),
            nextAttemptAt: startOfChargeDay(date, zone),
            ...(index === 0 ? { status: "PAID" as const, orderId: facts.orderId, attempts: 1 } : {}),
          })),
        },
      },
      select: { id: true },
    });
    await recordAudit(ctx, {
      action: "series.started",
      entity: "recurring_series",
      entityId: series.id,
      companyId: facts.companyId,
      after: { orderId: facts.orderId, itemId: line.itemId, totalCents: line.totalCents, charges: toCome.length, firstCharge: toCome[0]! },
    });
  }
}
