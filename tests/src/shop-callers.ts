/**
 * The checkout shop of the test harness (checkout.ts) with tRPC callers on top, for router tests:
 * terminal clerks who pay through the real checkout (cards to the gateway simulator over HTTP,
 * cash, check); paid orders to refund, with callers whose clock can be moved past the nightly
 * settlement batch; recurring items, their series and a job context on a chosen clock.
 */
import type { Db } from "@paydesk/db";
import { settlesAt, type Actor } from "@paydesk/domain";
import { jobContext, outboxTransport } from "@paydesk/services";
import { callerFor } from "./callers.ts";
import { CARDS, cardPayment, cashPayment, checkPayment, checkoutShop, idempotencyKey, startsTodayEverywhere } from "./checkout.ts";
import type { TestDatabase } from "./database.ts";
import type { FixtureCompany } from "./fixtures.ts";

export { CARDS, cardPayment, cashPayment, checkPayment } from "./checkout.ts";

export function checkoutSetup(t: TestDatabase) {
  const shop = checkoutShop(t);
  const callerOf = (actor: Actor | null, db: Db = t.db) => callerFor(db, actor);
  async function clerk(company: FixtureCompany) {
    const actor = await t.fixtures.actor(await shop.clerkUser(company));
    return { actor, caller: callerOf(actor) };
  }
  return { ...shop, clerk, callerOf };
}

export const module = "school" as const;
export const key = idempotencyKey;

export function refundsSetup(t: TestDatabase) {
  const checkout = checkoutSetup(t);

  /** Staff allowed to refund (reports.manage) in `company`. */
  async function manager(company: FixtureCompany) {
    const user = await t.fixtures.user({ company, label: "manager", permissions: ["reports.manage", "reports.view", "items.view"] });
    return t.fixtures.actor(user);
  }

  /** A caller for `actor` whose clock reads `now` (default: the system clock), on `db` (default the file's small pool). */
  const callerAt = (actor: Actor, now?: Date, db: Db = t.db) => callerFor(db, actor, now ? { now: () => now } : {});

  /** A paid order of one line (default 25.00) paid by `payment` through checkout; its payment row. */
  async function paidOrder(
    shop: Awaited<ReturnType<typeof checkout.shop>>,
    payment: Record<string, unknown>,
    itemOptions: Parameters<typeof checkout.item>[1] = {},
    line: Parameters<typeof checkout.addToTerminalCart>[2] = {},
  ) {
    const buyer = await checkout.clerk(shop.school);
    const item = await checkout.item(shop, itemOptions);
    await checkout.addToTerminalCart(buyer.actor.userId, item.id, line);
    const answer = await buyer.caller.checkout.terminal({ module, idempotencyKey: key(), ...payment } as never);
    const paid = await t.db.payment.findFirstOrThrow({ where: { orderId: answer.orderId } });
    return { item, orderId: answer.orderId, payment: paid, afterSettlement: new Date(settlesAt(paid.createdAt).getTime() + 60_000) };
  }

  const cardOrder = (shop: Parameters<typeof paidOrder>[0], itemOptions?: Parameters<typeof paidOrder>[2]) => paidOrder(shop, cardPayment(CARDS.visa), itemOptions);
  const cashOrder = (shop: Parameters<typeof paidOrder>[0]) => paidOrder(shop, cashPayment());
  const checkOrder = (shop: Parameters<typeof paidOrder>[0]) => paidOrder(shop, checkPayment("1042"));

  async function ledgerSum(paymentId: number) {
    const sum = await t.db.ledgerEntry.aggregate({ where: { paymentId }, _sum: { amountCents: true } });
    return sum._sum.amountCents ?? 0;
  }

  return { ...checkout, manager, callerAt, paidOrder, cardOrder, cashOrder, checkOrder, ledgerSum };
}

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
        startsOn: startsTodayEverywhere(),
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
