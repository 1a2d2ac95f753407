/**
 * The end-of-day close-out through createCaller on a real database, with sales made by the real
 * checkout (card through the simulator over HTTP, cash, check) and refunds by the real refund
 * service: the expected cash and checks of a staff member's local day reconcile with the
 * transactions list's totals for the same day, in a company whose zone (Los Angeles) is not the
 * process's (the runner's America/Chicago); one current close-out per day, recounts kept as
 * history; who may read which close-out.
 */
import { localDayRange, type Actor, type Permission } from "@paydesk/domain";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, CLOSEOUT_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, cashPayment, checkPayment, key, module, refundsSetup } from "@paydesk/tests/shop-callers";

const ZONE = "America/Los_Angeles";
// A fixed past day, far from other files' orders, and a clock two days after it.
const DAY = "2031-05-14";
const NOW = new Date("2031-05-16T19:00:00Z");
/** An instant of DAY (offset in days) at a wall-clock time of Los Angeles. */
const laTime = (hhmm: string, dayOffset = 0) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  const { start } = localDayRange(DAY, DAY, ZONE);
  return new Date(start.getTime() + dayOffset * 86_400_000 + (h * 60 + m) * 60_000);
};

describeDb("the end-of-day close-out", (t) => {
  const setup = refundsSetup(t);
  beforeAll(() => setup.startGateway());
  afterAll(() => setup.stopGateway());

  type Shop = Awaited<ReturnType<typeof setup.shop>>;
  const callerOf = (actor: Actor) => setup.callerAt(actor, NOW);

  /** One sale by `clerk` at the terminal, moved to `at`; its order id. */
  async function sell(shop: Shop, clerk: Actor, payment: Record<string, unknown>, amountCents: number, at: Date) {
    const item = await setup.item(shop, { amountCents });
    await setup.addToTerminalCart(clerk.userId, item.id);
    const { orderId } = await setup.callerAt(clerk).checkout.terminal({ module, idempotencyKey: key(), ...payment } as never);
    await t.db.order.update({ where: { id: orderId }, data: { createdAt: at } });
    await t.db.payment.updateMany({ where: { orderId }, data: { createdAt: at } });
    return orderId;
  }

  async function zonedShop(): Promise<Shop> {
    const shop = await setup.shop();
    await t.db.company.update({ where: { id: shop.school.id }, data: { timeZone: ZONE } });
    return shop;
  }
  const staff = async (company: FixtureCompany, label: string, permissions: Permission[]) => t.fixtures.actor(await t.fixtures.user({ company, label, permissions }));

  describe("a clerk's day in Los Angeles, beside the transactions list", () => {
    let shop: Shop;
    let clerk: Actor;
    let colleague: Actor;
    let reader: Actor;
    const orders: Record<string, number> = {};

    beforeAll(async () => {
      shop = await zonedShop();
      clerk = await staff(shop.school, "closeout-clerk", ["terminal.manage"]);
      colleague = await staff(shop.school, "closeout-colleague", ["terminal.manage"]);
      reader = await staff(shop.school, "closeout-reader", ["reports.view"]);
      orders.cash = await sell(shop, clerk, cashPayment(), 2500, laTime("09:15"));
      orders.check = await sell(shop, clerk, checkPayment("1042"), 4000, laTime("10:30"));
      orders.card = await sell(shop, clerk, cardPayment(CARDS.visa), 3000, laTime("11:00"));
      orders.refunded = await sell(shop, clerk, cashPayment(), 2000, laTime("13:45"));
      // 23:30 in Los Angeles is 01:30 the next day in Chicago: still this clerk's day here.
      orders.late = await sell(shop, clerk, checkPayment("2077"), 1500, laTime("23:30"));
      // 23:30 the evening before is 01:30 of DAY in Chicago: not this day here.
      orders.dayBefore = await sell(shop, clerk, cashPayment(), 999, laTime("23:30", -1));
      // Another clerk's cash of the same day: in the list, not in this clerk's drawer.
      orders.colleague = await sell(shop, colleague, cashPayment(), 700, laTime("12:00"));
      const manager = await setup.manager(shop.school);
      const cash = await t.db.payment.findFirstOrThrow({ where: { orderId: orders.refunded } });
      await setup.callerAt(manager).refunds.create({ module, orderId: orders.refunded, paymentId: cash.id, amountCents: 300, reason: "Overcharged", idempotencyKey: key() });
    });

    it("expects the clerk's own cash and checks of the local day, net of the cash refund, without the card", async () => {
      const day = await callerOf(clerk).closeout.day({ module, day: DAY });
      expect(day).toMatchObject({ day: DAY, timeZone: ZONE, current: null, history: [] });
      expect(day.expected.cash).toEqual({ count: 2, cents: 2500 + 1700 });
      expect(day.expected.check).toMatchObject({ count: 2, cents: 4000 + 1500 });
      expect(day.expected.check.checks.map((c) => [c.checkNumber, c.orderId, c.cents])).toEqual([
        ["1042", orders.check, 4000],
        ["2077", orders.late, 1500],
      ]);
    });

    it("reconciles with the transactions list's totals for the same day, tender by tender", async () => {
      const list = callerOf(reader).transactions;
      const [mine, theirs, totals, cashOnly, checkOnly] = await Promise.all([
        callerOf(clerk).closeout.day({ module, day: DAY }),
        callerOf(colleague).closeout.day({ module, day: DAY }),
        list.totals({ module, from: DAY, to: DAY }),
        list.totals({ module, from: DAY, to: DAY, methods: ["CASH"] }),
        list.totals({ module, from: DAY, to: DAY, methods: ["CHECK"] }),
      ]);
      // The list holds every sale of the day: this clerk's and the colleague's $7.00 of cash.
      expect(theirs.expected.cash).toEqual({ count: 1, cents: 700 });
      expect(cashOnly.byMethod.CASH).toBe(mine.expected.cash.cents + theirs.expected.cash.cents);
      expect(totals.byMethod.CASH).toBe(mine.expected.cash.cents + theirs.expected.cash.cents);
      expect(checkOnly.byMethod.CHECK).toBe(mine.expected.check.cents);
      expect(totals.byMethod.CHECK).toBe(mine.expected.check.cents);
      // The card sale is in the list, never in the drawer.
      expect(totals.byMethod.CARD).toBe(3000);
      // Orders with a cash (check) tender: the clerk's two and the colleague's one (the clerk's two).
      expect(cashOnly.count).toBe(mine.expected.cash.count + 1);
      expect(checkOnly.count).toBe(mine.expected.check.count);
      // The evening before is in the list's day before, as in the close-out's.
      const before = await list.totals({ module, from: "2031-05-13", to: "2031-05-13", methods: ["CASH"] });
      expect(before.byMethod.CASH).toBe(999);
      expect((await callerOf(clerk).closeout.day({ module, day: "2031-05-13" })).expected.cash).toEqual({ count: 1, cents: 999 });
    });

    it("keeps a close-out with its difference, once; a recount replaces it and keeps the first as history", async () => {
      const caller = callerOf(clerk);
      const saved = await caller.closeout.create({ module, day: DAY, countedCashCents: 4000, countedCheckCents: 5500, countedCheckCount: 2, note: "Drawer short" });
      expect(saved.message).toBe(CLOSEOUT_MESSAGES.saved);
      expect(saved.closeout).toMatchObject({
        day: DAY,
        timeZone: ZONE,
        staff: { userId: clerk.userId },
        expected: { cash: { count: 2, cents: 4200 }, check: { count: 2, cents: 5500 } },
        counted: { cashCents: 4000, checkCents: 5500, checkCount: 2 },
        difference: { cashCents: -200, checkCents: 0, checkCount: 0, totalCents: -200 },
        note: "Drawer short",
        recount: false,
        supersededAt: null,
      });
      expect(saved.closeout.closedAt).toEqual(NOW);

      await expectTRPCError(
        caller.closeout.create({ module, day: DAY, countedCashCents: 4200, countedCheckCents: 5500, countedCheckCount: 2 }),
        "CONFLICT",
        CLOSEOUT_MESSAGES.alreadyClosed,
      );
      const recount = await caller.closeout.create({ module, day: DAY, countedCashCents: 4200, countedCheckCents: 5500, countedCheckCount: 2, recount: true });
      expect(recount.message).toBe(CLOSEOUT_MESSAGES.recounted);
      expect(recount.closeout).toMatchObject({ recount: true, difference: { totalCents: 0 } });

      const day = await caller.closeout.day({ module, day: DAY });
      expect(day.current?.closeoutId).toBe(recount.closeout.closeoutId);
      expect(day.history.map((h) => [h.closeoutId, h.counted.cashCents])).toEqual([[saved.closeout.closeoutId, 4000]]);
      // The first count is unchanged, only marked replaced.
      expect(await callerOf(reader).closeout.get({ module, closeoutId: saved.closeout.closeoutId })).toMatchObject({ counted: { cashCents: 4000 }, note: "Drawer short" });

      const listed = await callerOf(reader).closeout.find({ module, from: DAY, to: DAY });
      expect(listed.rows.map((r) => r.closeoutId)).toEqual([recount.closeout.closeoutId]);
      const withHistory = await callerOf(reader).closeout.find({ module, from: DAY, to: DAY, history: true });
      expect(withHistory.rows.map((r) => r.closeoutId)).toEqual([recount.closeout.closeoutId, saved.closeout.closeoutId]);
    });

    it("refuses a recount of a day never closed, and a day not yet begun", async () => {
      const caller = callerOf(clerk);
      await expectTRPCError(
        caller.closeout.create({ module, day: "2031-05-12", countedCashCents: 0, countedCheckCents: 0, countedCheckCount: 0, recount: true }),
        "CONFLICT",
        CLOSEOUT_MESSAGES.nothingToRecount,
      );
      await expectTRPCError(
        caller.closeout.create({ module, day: "2031-05-17", countedCashCents: 0, countedCheckCents: 0, countedCheckCount: 0 }),
        "BAD_REQUEST",
        CLOSEOUT_MESSAGES.futureDay,
      );
    });
  });

  it("two saves of the same day at once: one is kept, the other hears the day is closed", async () => {
    const shop = await zonedShop();
    const clerk = await staff(shop.school, "closeout-twice", ["terminal.manage"]);
    await sell(shop, clerk, cashPayment(), 1000, laTime("08:00"));
    const save = () => callerOf(clerk).closeout.create({ module, day: DAY, countedCashCents: 1000, countedCheckCents: 0, countedCheckCount: 0 });
    const results = await Promise.allSettled([save(), save(), save()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) expect((r as PromiseRejectedResult).reason.message).toBe(CLOSEOUT_MESSAGES.alreadyClosed);
    expect(await t.db.closeout.count({ where: { userId: clerk.userId } })).toBe(1);
  });

  it("refuses bad counts at the edge with their messages", async () => {
    const shop = await zonedShop();
    const caller = callerOf(await staff(shop.school, "closeout-bad", ["terminal.manage"]));
    await expectTRPCError(caller.closeout.create({ module, day: DAY, countedCashCents: 12.5, countedCheckCents: 0, countedCheckCount: 0 }), "BAD_REQUEST", CLOSEOUT_MESSAGES.amountInvalid);
    await expectTRPCError(caller.closeout.create({ module, day: DAY, countedCashCents: -1, countedCheckCents: 0, countedCheckCount: 0 }), "BAD_REQUEST", CLOSEOUT_MESSAGES.amountInvalid);
    await expectTRPCError(caller.closeout.create({ module, day: DAY, countedCashCents: 0, countedCheckCents: 0, countedCheckCount: -1 }), "BAD_REQUEST", CLOSEOUT_MESSAGES.checkCountInvalid);
  });

  describe("who may read a close-out", () => {
    let closeoutId: number;
    let shop: Shop;
    let clerk: Actor;

    beforeAll(async () => {
      shop = await zonedShop();
      clerk = await staff(shop.school, "closeout-owner", ["terminal.manage"]);
      await sell(shop, clerk, cashPayment(), 1200, laTime("09:00"));
      closeoutId = (await callerOf(clerk).closeout.create({ module, day: DAY, countedCashCents: 1200, countedCheckCents: 0, countedCheckCount: 0 })).closeout.closeoutId;
    });

    it("the staff member reads their own, the company's report reader too, with its CSV", async () => {
      expect((await callerOf(clerk).closeout.get({ module, closeoutId })).counted.cashCents).toBe(1200);
      const reader = await staff(shop.school, "closeout-reads", ["reports.view"]);
      const csv = await callerOf(reader).closeout.csv({ module, closeoutId });
      expect(csv.fileName).toBe(`closeout-${DAY}-${closeoutId}.csv`);
      expect(csv.content.split("\r\n")[1]).toMatch(new RegExp(`^${closeoutId},${DAY},`));
    });

    it("another terminal clerk of the same school may neither read it nor list the school's", async () => {
      const other = callerOf(await staff(shop.school, "closeout-other", ["terminal.manage"]));
      await expectTRPCError(other.closeout.get({ module, closeoutId }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(other.closeout.csv({ module, closeoutId }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(other.closeout.find({ module }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      // Their own day is their own: nothing of the owner's drawer.
      expect((await other.closeout.day({ module, day: DAY })).expected.cash).toEqual({ count: 0, cents: 0 });
    });

    it("another company's report reader may not read it, and does not see it listed", async () => {
      const elsewhere = callerOf(await staff(await t.fixtures.company(), "closeout-elsewhere", ["reports.view", "terminal.manage"]));
      await expectTRPCError(elsewhere.closeout.get({ module, closeoutId }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      expect((await elsewhere.closeout.find({ module, from: DAY, to: DAY, history: true })).rows.map((r) => r.closeoutId)).not.toContain(closeoutId);
    });

    it("a report reader without the terminal may not close out a day; an unknown close-out is 404", async () => {
      const reader = callerOf(await staff(shop.school, "closeout-noterminal", ["reports.view"]));
      await expectTRPCError(reader.closeout.day({ module }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(reader.closeout.create({ module, countedCashCents: 0, countedCheckCents: 0, countedCheckCount: 0 }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(reader.closeout.get({ module, closeoutId: 2_000_000_000 }), "NOT_FOUND", CLOSEOUT_MESSAGES.notFound);
    });
  });
});
