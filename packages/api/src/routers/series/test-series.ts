/**
 * Series tests' shop: checkout's (a school, a payee, the gateway simulator over HTTP) plus a
 * recurring item, a terminal purchase of it, and a job context on a chosen clock.
 */
import type { TestDatabase } from "@paydesk/tests/harness";
import { jobContext, outboxTransport } from "@paydesk/services";
import { CARDS, cardPayment, checkoutSetup, key, module } from "../checkout/test-checkout.ts";

export { CARDS, cardPayment, key, module };

export interface Recurrence {
  mode?: "DATE" | "INTERVAL";
  billingIntervalDays?: number;
  recurringDay?: number;
  recurControl?: "TIMES" | "INDEFINITELY" | "UNTIL";
  billingOccurs?: number;
}

export function seriesSetup(t: TestDatabase) {
  const checkout = checkoutSetup(t);
  type Shop = Awaited<ReturnType<typeof checkout.shop>>;

  /** A recurring item starting today: by default every 7 days, three charges in all. */
  async function recurringItem(shop: Shop, recurrence: Recurrence = {}, amountCents = 1500) {
    const item = await checkout.item(shop, { amountCents, title: "Weekly Tutoring" });
    await t.db.item.update({ where: { id: item.id }, data: { type: "RECURRING" } });
    await t.db.itemRecurrence.create({
      data: {
        itemId: item.id,
        mode: recurrence.mode ?? "INTERVAL",
        billingIntervalDays: recurrence.mode === "DATE" ? null : (recurrence.billingIntervalDays ?? 7),
        recurringDay: recurrence.mode === "DATE" ? (recurrence.recurringDay ?? 1) : null,
        recurControl: recurrence.recurControl ?? "TIMES",
        billingOccurs: (recurrence.recurControl ?? "TIMES") === "TIMES" ? (recurrence.billingOccurs ?? 3) : null,
        startsOn: new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`),
      },
    });
    return { ...item, type: "RECURRING" as const };
  }

  /** A clerk buys the item at the terminal; answers the order and the series it started (if any). */
  async function buyAtTerminal(shop: Shop, itemId: number, payment: Record<string, unknown> = cardPayment(CARDS.visa)) {
    const clerk = await checkout.clerk(shop.school);
    await checkout.addToTerminalCart(clerk.actor.userId, itemId, { studentId: shop.student.id });
    const answer = await clerk.caller.checkout.terminal({ module, idempotencyKey: key(), ...payment } as never);
    const series = await t.db.recurringSeries.findFirst({ where: { orderId: answer.orderId! }, include: { occurrences: { orderBy: { sequence: "asc" } } } });
    return { answer, series };
  }

  /** The job's context on a clock of our choosing (default: now). */
  const jobAt = (now: Date = new Date()) => jobContext({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000", now: () => now });

  /** Time has passed: the series' next occurrence is due (its day moved to yesterday). */
  async function makeNextDue(seriesId: number) {
    const next = await t.db.seriesOccurrence.findFirstOrThrow({ where: { seriesId, status: { in: ["SCHEDULED", "RETRYING"] } }, orderBy: { sequence: "asc" } });
    const yesterday = new Date(Date.now() - 86_400_000);
    await t.db.seriesOccurrence.update({ where: { id: next.id }, data: { nextAttemptAt: yesterday, dueOn: yesterday } });
    return next;
  }

  /** What the simulator authorized for one occurrence (every attempt). */
  const gatewayChargesFor = (occurrenceId: number) =>
    checkout.simulator().authorized().filter((tx) => tx.idempotencyKey.startsWith(`series-occurrence:${occurrenceId}:`));

  return { ...checkout, recurringItem, buyAtTerminal, jobAt, makeNextDue, gatewayChargesFor };
}

export { cashPayment as cashPaymentFor, checkPayment as checkPaymentFor } from "../checkout/test-checkout.ts";
