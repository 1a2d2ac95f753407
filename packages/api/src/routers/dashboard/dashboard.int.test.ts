/**
 * The dashboard's widgets through createCaller over orders made by the real checkout, refunds and
 * pay-the-rest: figures by day, item, method and fee; a refund and a later payment of an
 * OLD order move that order's day; the summary rows always equal a recount from the orders; the
 * subtree scope; the access rungs; items selling out; the latest transaction; the tweets' cache.
 */
import { childPath, dashboardDays, DEFAULT_TIME_ZONE, localDay, type Actor, type Permission } from "@paydesk/domain";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { dashboardKeptAndRecounted } from "@paydesk/tests/dashboard-figures";
import { AUTH_MESSAGES, DASHBOARD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPayment, CARDS, cashPayment, checkPayment, key, module, refundsSetup } from "@paydesk/tests/shop-callers";

const DAY_MS = 86_400_000;
// The test companies set no zone: they take the platform's, and their days are its calendar days.
const ZONE = DEFAULT_TIME_ZONE;
const dayOf = (date: Date) => localDay(date, ZONE);

describeDb("dashboard router", (t) => {
  const setup = refundsSetup(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;
  let reader: Actor;

  beforeAll(async () => {
    await setup.startGateway();
    shop = await setup.shop();
    reader = await readerAt(shop.school);
  });
  afterAll(() => setup.stopGateway());

  async function readerAt(company: FixtureCompany, permissions: readonly Permission[] = ["dashboard.view", "reports.view", "items.view"]) {
    return t.fixtures.actor(await t.fixtures.user({ company, label: "dashboard", permissions }));
  }
  const callerOf = (actor: Actor | null, now?: Date) => (actor ? setup.callerAt(actor, now) : setup.callerOf(null));

  /** Moves an order to `daysAgo` days before now (the trigger moves its figures with it). */
  async function backdate(orderId: number, daysAgo: number): Promise<string> {
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await t.db.order.update({ where: { id: orderId }, data: { createdAt: at } });
    return dayOf(at);
  }

  const keptAndRecounted = (companyId: number) => dashboardKeptAndRecounted(t.db, companyId);

  const pointOn = (answer: { points: { day: string; orders: number; amountCents: number }[] }, day: string) => answer.points.find((p) => p.day === day);

  describe("figures over known orders", () => {
    it("counts each order on its day, its item's units and price, its method and its fee, as the transactions list totals them", async () => {
      const s = await setup.shop();
      const me = await readerAt(s.school);
      // 20.00 + a fixed 1.50 fee per unit, two units by card; one unit by cash; one by check 4 days ago.
      const shirt = await setup.item(s, { amountCents: 2000, feeType: "FIXED", feeCents: 150, title: "Spirit Shirt" });
      const buyer = await setup.clerk(s.school);
      const buy = async (payment: Record<string, unknown>, quantity: number) => {
        await setup.addToTerminalCart(buyer.actor.userId, shirt.id, { quantity });
        return buyer.caller.checkout.terminal({ module, idempotencyKey: key(), ...payment } as never);
      };
      await buy(cardPayment(CARDS.visa), 2);
      await buy(cashPayment(), 1);
      const check = await buy(checkPayment("2001"), 1);
      const fourDaysAgo = await backdate(check.orderId, 4);
      const today = dayOf(new Date());

      const caller = callerOf(me);
      const week = await caller.dashboard.transactions({ module, range: "7d" });
      expect(week.points).toHaveLength(7);
      expect(pointOn(week, today)).toEqual({ day: today, orders: 2, amountCents: 3 * 2150 });
      expect(pointOn(week, fourDaysAgo)).toEqual({ day: fourDaysAgo, orders: 1, amountCents: 2150 });
      expect(week).toMatchObject({ orders: 3, amountCents: 4 * 2150, from: dashboardDays("7d", new Date(), ZONE).from });
      // The same money as the transactions list's totals over the same days.
      const totals = await caller.transactions.totals({ module, from: week.from, to: week.to });
      expect(totals).toMatchObject({ count: week.orders, amountCents: week.amountCents });

      expect((await caller.dashboard.transactions({ module, range: "today" })).points).toEqual([{ day: today, orders: 2, amountCents: 6450 }]);
      expect((await caller.dashboard.salesByItem({ module, range: "7d" })).rows).toEqual([
        { itemId: shirt.id, code: shirt.code, title: "Spirit Shirt", units: 4, amountCents: 8000 },
      ]);
      expect((await caller.dashboard.salesByMethod({ module, range: "7d" })).rows).toEqual([
        { method: "CARD", amountCents: 4300 },
        { method: "CASH", amountCents: 2150 },
        { method: "CHECK", amountCents: 2150 },
      ]);
      expect(await caller.dashboard.fees({ module, range: "7d" })).toMatchObject({ feeCents: 600, amountCents: 8600, orders: 3 });
      expect(await caller.dashboard.topSchools({ module, range: "7d" })).toMatchObject({
        rows: [{ companyId: s.school.id, name: s.school.name, orders: 3, amountCents: 8600 }],
      });
      // Moved out of "today": only today's two orders.
      expect(await caller.dashboard.fees({ module, range: "today" })).toMatchObject({ feeCents: 450, orders: 2 });

      const { kept, recounted } = await keptAndRecounted(s.school.id);
      expect(kept).toEqual(recounted);
      expect(kept.length).toBeGreaterThan(0);
    });

    it("a refund of an old order moves that order's day, not today's: amount, item, method and fee", async () => {
      const s = await setup.shop();
      const me = await readerAt(s.school);
      const manager = await setup.manager(s.school);
      const order = await setup.paidOrder(s, cashPayment(), { amountCents: 3000, feeType: "FIXED", feeCents: 200 });
      const tenDaysAgo = await backdate(order.orderId, 10);
      const today = dayOf(new Date());
      const caller = callerOf(me);
      const before = await caller.dashboard.transactions({ module, range: "30d" });
      expect(pointOn(before, tenDaysAgo)).toEqual({ day: tenDaysAgo, orders: 1, amountCents: 3200 });

      // Give back the whole cash payment, today.
      await setup.callerAt(manager).refunds.create({ module, orderId: order.orderId, paymentId: order.payment.id, amountCents: 3200, reason: "Cancelled", idempotencyKey: key() });

      const after = await caller.dashboard.transactions({ module, range: "30d" });
      expect(pointOn(after, tenDaysAgo)).toEqual({ day: tenDaysAgo, orders: 1, amountCents: 0 });
      expect(pointOn(after, today)).toEqual({ day: today, orders: 0, amountCents: 0 });
      expect((await caller.dashboard.salesByItem({ module, range: "30d" })).rows).toEqual([expect.objectContaining({ itemId: order.item.id, units: 1, amountCents: 0 })]);
      expect((await caller.dashboard.salesByMethod({ module, range: "30d" })).rows).toEqual([{ method: "CASH", amountCents: 0 }]);
      expect(await caller.dashboard.fees({ module, range: "30d" })).toMatchObject({ feeCents: 0, amountCents: 0, orders: 1 });
      // The list agrees: the order kept nothing.
      expect(await caller.transactions.totals({ module, from: after.from, to: after.to })).toMatchObject({ count: 1, amountCents: 0 });
      const { kept, recounted } = await keptAndRecounted(s.school.id);
      expect(kept).toEqual(recounted);
    });

    it("paying the rest of an old partial authorization today adds to the order's day; a payor edit moves nothing", async () => {
      const s = await setup.shop();
      const me = await readerAt(s.school);
      const buyer = await setup.clerk(s.school);
      const item = await setup.item(s, { amountCents: 3001 });
      await setup.addToTerminalCart(buyer.actor.userId, item.id);
      const first = await buyer.caller.checkout.terminal({ module, idempotencyKey: key(), ...cardPayment(CARDS.partial) } as never);
      expect(first).toMatchObject({ status: "partial", amountChargedCents: 1500 });
      const fiveDaysAgo = await backdate(first.orderId, 5);
      const caller = callerOf(me);
      expect(pointOn(await caller.dashboard.transactions({ module, range: "7d" }), fiveDaysAgo)).toEqual({ day: fiveDaysAgo, orders: 1, amountCents: 1500 });

      await buyer.caller.checkout.payRest({ module, orderId: first.orderId, amountCents: 1501, idempotencyKey: key(), ...cashPayment() } as never);
      const week = await caller.dashboard.transactions({ module, range: "7d" });
      expect(pointOn(week, fiveDaysAgo)).toEqual({ day: fiveDaysAgo, orders: 1, amountCents: 3001 });
      expect(week).toMatchObject({ orders: 1, amountCents: 3001 });
      expect((await caller.dashboard.salesByMethod({ module, range: "7d" })).rows).toEqual([
        { method: "CARD", amountCents: 1500 },
        { method: "CASH", amountCents: 1501 },
      ]);

      const admin = await t.fixtures.actor(await t.fixtures.user({ company: s.school, label: "editor", permissions: ["reports.manage"] }));
      await callerOf(admin).transactionDetail.update({ module, orderId: first.orderId, payor: { name: "Renamed Payer" }, memo: "typo" });
      expect(await caller.dashboard.transactions({ module, range: "7d" })).toEqual(week);
      const { kept, recounted } = await keptAndRecounted(s.school.id);
      expect(kept).toEqual(recounted);
    });

    it("an order moved to another company or deleted takes its figures with it; its line's money stays with the item's seller", async () => {
      const s = await setup.shop();
      const other = await setup.shop();
      const order = await setup.paidOrder(s, cashPayment(), { amountCents: 1200 });
      await t.db.order.update({ where: { id: order.orderId }, data: { companyId: other.school.id } });
      // The order is now the other school's, holding a line of the first school's item: both count
      // it, as their transactions lists do, and the line's money is the item's seller's.
      for (const [school, amountCents] of [[s.school, 1200], [other.school, 0]] as const) {
        const caller = callerOf(await readerAt(school));
        const figures = await caller.dashboard.transactions({ module, range: "today" });
        expect(figures).toMatchObject({ orders: 1, amountCents });
        expect(await caller.transactions.totals({ module, from: figures.from, to: figures.to })).toMatchObject({ count: 1, amountCents });
      }
      await t.db.order.delete({ where: { id: order.orderId } });
      for (const school of [s.school, other.school]) {
        expect(await callerOf(await readerAt(school)).dashboard.transactions({ module, range: "today" })).toMatchObject({ orders: 0, amountCents: 0 });
      }
      for (const company of [s.school, other.school]) {
        const { kept, recounted } = await keptAndRecounted(company.id);
        expect(kept).toEqual(recounted);
      }
    });
  });

  describe("scope and access", () => {
    it("reads the actor's subtree: a district sees its schools, a school only itself, another company is refused; control names any", async () => {
      const district = await t.fixtures.company({ kind: "DISTRICT" });
      const [a, b] = [await setup.shop(), await setup.shop()];
      for (const school of [a.school, b.school]) {
        await t.db.company.update({ where: { id: school.id }, data: { parentId: district.id, path: childPath(district.path, school.id) } });
      }
      const schoolA = { ...a.school, path: childPath(district.path, a.school.id) };
      await setup.paidOrder(a, cashPayment(), { amountCents: 1000 });
      await setup.paidOrder(b, cashPayment(), { amountCents: 4000 });
      const outsider = await setup.shop();
      await setup.paidOrder(outsider, cashPayment(), { amountCents: 9900 });

      const districtCaller = callerOf(await readerAt(district));
      expect((await districtCaller.dashboard.topSchools({ module, range: "today" })).rows.map((r) => [r.companyId, r.amountCents])).toEqual([
        [b.school.id, 4000],
        [a.school.id, 1000],
      ]);
      expect(await districtCaller.dashboard.transactions({ module, range: "today", companyId: a.school.id })).toMatchObject({ orders: 1, amountCents: 1000 });
      const schoolCaller = callerOf(await readerAt(schoolA));
      expect(await schoolCaller.dashboard.transactions({ module, range: "today" })).toMatchObject({ orders: 1, amountCents: 1000 });
      await expectTRPCError(schoolCaller.dashboard.transactions({ module, range: "today", companyId: b.school.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(districtCaller.dashboard.salesByItem({ module, range: "today", companyId: outsider.school.id }), "FORBIDDEN");

      const control = await t.fixtures.actor(await t.fixtures.user({ kind: "CONTROL", label: "control" }));
      expect(await callerOf(control).dashboard.transactions({ module: "control", range: "today", companyId: outsider.school.id })).toMatchObject({ orders: 1, amountCents: 9900 });
      const all = await callerOf(control).dashboard.transactions({ module: "control", range: "today" });
      expect(all.amountCents).toBeGreaterThanOrEqual(14_900);
    });

    it("needs the dashboard and the widget's area: 401 signed out, 403 per widget, bad ranges 400", async () => {
      await expectTRPCError(callerOf(null).dashboard.transactions({ module }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      const stockOnly = callerOf(await readerAt(shop.school, ["dashboard.view", "items.view"]));
      await expectTRPCError(stockOnly.dashboard.transactions({ module }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(stockOnly.dashboard.latest({ module }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      expect(await stockOnly.dashboard.sellingOut({ module })).toEqual({ rows: [] });
      const noDashboard = callerOf(await readerAt(shop.school, ["reports.view", "items.view"]));
      await expectTRPCError(noDashboard.dashboard.fees({ module }), "FORBIDDEN");
      await expectTRPCError(noDashboard.dashboard.sellingOut({ module }), "FORBIDDEN");
      await expectTRPCError(callerOf(reader).dashboard.transactions({ module, range: "1y" as never }), "BAD_REQUEST", DASHBOARD_MESSAGES.badRange);
      // The default range is 30 days.
      expect((await callerOf(reader).dashboard.transactions({ module })).points).toHaveLength(30);
    });
  });

  describe("items selling out", () => {
    it("lists limited items with at least 80% sold, fewest left first, never unlimited or trashed ones", async () => {
      const s = await setup.shop();
      const last = await setup.item(s, { quantityAvailable: 10, quantitySold: 9, title: "Last seats" });
      const gone = await setup.item(s, { quantityAvailable: 5, quantitySold: 5, title: "Gone" });
      const eighty = await setup.item(s, { quantityAvailable: 10, quantitySold: 8, title: "Eighty" });
      await setup.item(s, { quantityAvailable: 10, quantitySold: 7, title: "Plenty" });
      await setup.item(s, { quantityAvailable: 0, quantitySold: 500, title: "Unlimited" });
      const trashed = await setup.item(s, { quantityAvailable: 4, quantitySold: 4, title: "Trashed" });
      await t.db.item.update({ where: { id: trashed.id }, data: { status: "TRASH" } });
      const rows = (await callerOf(await readerAt(s.school)).dashboard.sellingOut({ module })).rows;
      expect(rows.map((r) => [r.itemId, r.sold, r.available, r.left])).toEqual([
        [gone.id, 5, 5, 0],
        [last.id, 9, 10, 1],
        [eighty.id, 8, 10, 2],
      ]);
    });
  });

  describe("the latest transaction", () => {
    it("is the scope's newest order with its payment, payee, payor, status, method and what it kept; null before any", async () => {
      const s = await setup.shop();
      const caller = callerOf(await readerAt(s.school));
      expect(await caller.dashboard.latest({ module })).toBeNull();
      const older = await setup.paidOrder(s, cashPayment(), { amountCents: 1000 });
      const newer = await setup.paidOrder(s, checkPayment("3003"), { amountCents: 2500 });
      await backdate(older.orderId, 1);
      // Another school's order, newer still, is not ours to see.
      const other = await setup.shop();
      await setup.paidOrder(other, cashPayment(), { amountCents: 700 });
      expect(await caller.dashboard.latest({ module })).toEqual({
        orderId: newer.orderId,
        txnId: newer.payment.id,
        parentCompany: s.school.name,
        payees: [s.payee.name],
        payor: "Chuck Check",
        txnDate: expect.any(Date),
        timeZone: ZONE,
        status: "PAID",
        methods: ["CHECK"],
        amountCents: 2500,
      });
    });
  });

  describe("tweets", () => {
    it("answers the active announcements in order, from a cache kept an hour", async () => {
      const caller = (now: Date) => callerOf(reader, now);
      const start = new Date(Date.now() + 10 * 365 * DAY_MS);
      // Ahead of any announcement another file adds to the shared feed (they sit near zero).
      const TOP = -1_900_000_000;
      const first = await t.db.dashboardTweet.create({ data: { message: `First ${Date.now()}`, url: "/school/dashboard", position: TOP } });
      await t.db.dashboardTweet.create({ data: { message: "Hidden", url: "/x", active: false, position: TOP - 1 } });
      const shown = await caller(start).dashboard.tweets();
      expect(shown[0]).toEqual({ message: first.message, url: "/school/dashboard" });
      expect(shown.map((tweet) => tweet.message)).not.toContain("Hidden");

      const second = await t.db.dashboardTweet.create({ data: { message: `Second ${Date.now()}`, url: "/school", position: TOP - 2 } });
      expect((await caller(new Date(start.getTime() + 3_599_000)).dashboard.tweets())[0]!.message).toBe(first.message);
      expect((await caller(new Date(start.getTime() + 3_600_000)).dashboard.tweets())[0]!.message).toBe(second.message);
      await expectTRPCError(callerOf(null).dashboard.tweets(), "UNAUTHORIZED");
    });
  });
});
