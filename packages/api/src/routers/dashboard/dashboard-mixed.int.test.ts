/**
 * The dashboard over orders of several sellers (docs/product/reports-and-time-zones.md), through createCaller
 * on orders made by the real checkout and refunds: a line's units and money count for the company selling
 * its item, an order counts once for each company holding a line of it, and a district that sums
 * its schools' figures counts an order of two of its schools once. The kept summary rows equal a
 * recount from the orders after the orders, a refund and a delete.
 */
import type { Actor, Permission } from "@paydesk/domain";
import { describeDb, type FixtureCompany } from "@paydesk/tests/harness";
import { dashboardKeptAndRecounted } from "@paydesk/tests/dashboard-figures";
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { cashPayment, key, module, refundsSetup } from "@paydesk/tests/shop-callers";

const READER: Permission[] = ["dashboard.view", "reports.view", "items.view"];

describeDb("dashboard over orders of several sellers", (t) => {
  const setup = refundsSetup(t);
  beforeAll(() => setup.startGateway());
  afterAll(() => setup.stopGateway());

  let district: FixtureCompany;
  let lincoln: FixtureCompany;
  let washington: FixtureCompany;
  const items: Record<"district" | "lincoln" | "washington", { id: number }> = {} as never;
  const readers = new Map<number, Actor>();

  const callerOf = async (company: FixtureCompany) => {
    let actor = readers.get(company.id);
    if (!actor) {
      actor = await t.fixtures.actor(await t.fixtures.user({ company, label: "mixed", permissions: READER }));
      readers.set(company.id, actor);
    }
    return setup.callerAt(actor);
  };

  async function shopAt(company: FixtureCompany, name: string) {
    const payee = await t.db.settlementAccount.create({ data: { companyId: company.id, name, reference: `R-${company.id}` } });
    const coa = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: `4${company.id}`, name: "Sales", kind: "PRIMARY" } });
    const soldOut = await t.db.soldOutMessage.create({ data: { companyId: company.id, text: "All gone" } });
    return { school: company, payee, coa, soldOut };
  }

  /** An order of one unit of each item, in cash, at the district's terminal (its subtree holds them all). */
  async function order(...lines: { id: number }[]) {
    const clerk = await setup.clerk(district);
    for (const item of lines) await setup.addToTerminalCart(clerk.actor.userId, item.id);
    return (await clerk.caller.checkout.terminal({ module, idempotencyKey: key(), ...cashPayment() } as never)).orderId;
  }

  const keptAndRecounted = (companyId: number) => dashboardKeptAndRecounted(t.db, companyId);

  async function expectKeptEqualsRecount() {
    for (const company of [district, lincoln, washington]) {
      const { kept, recounted } = await keptAndRecounted(company.id);
      expect(kept, `company ${company.name}`).toEqual(recounted);
    }
  }

  /** The dashboard's orders and money over today, beside the transactions list's totals: they agree. */
  async function today(company: FixtureCompany) {
    const caller = await callerOf(company);
    const figures = await caller.dashboard.transactions({ module, range: "today" });
    const totals = await caller.transactions.totals({ module, from: figures.from, to: figures.to });
    expect({ orders: figures.orders, amountCents: figures.amountCents }).toEqual({ orders: totals.count, amountCents: totals.amountCents });
    return { orders: figures.orders, amountCents: figures.amountCents };
  }

  beforeAll(async () => {
    district = await t.fixtures.company({ kind: "DISTRICT" });
    lincoln = await t.fixtures.company({ parent: district });
    washington = await t.fixtures.company({ parent: district });
    items.district = await setup.item((await shopAt(district, "District fund")) as never, { amountCents: 1000, title: "District Pass" });
    items.lincoln = await setup.item((await shopAt(lincoln, "Lincoln fund")) as never, { amountCents: 500, title: "Lincoln Yearbook" });
    items.washington = await setup.item((await shopAt(washington, "Washington fund")) as never, { amountCents: 700, title: "Washington Trip" });
  });

  describe("a district item and a Lincoln item in one order, then a Lincoln item and a Washington item", () => {
    let first: number;
    let second: number;

    it("counts the district's order once under each seller, with only that seller's line", async () => {
      first = await order(items.district, items.lincoln);
      expect((await t.db.order.findUniqueOrThrow({ where: { id: first } })).companyId).toBe(district.id);

      expect(await today(lincoln)).toEqual({ orders: 1, amountCents: 500 });
      const lincolnCaller = await callerOf(lincoln);
      expect((await lincolnCaller.dashboard.salesByItem({ module, range: "today" })).rows).toEqual([
        expect.objectContaining({ itemId: items.lincoln.id, units: 1, amountCents: 500 }),
      ]);
      expect((await lincolnCaller.dashboard.salesByMethod({ module, range: "today" })).rows).toEqual([{ method: "CASH", amountCents: 500 }]);
      expect(await lincolnCaller.dashboard.fees({ module, range: "today" })).toMatchObject({ amountCents: 500, orders: 1 });
      expect(await lincolnCaller.dashboard.latest({ module })).toMatchObject({ orderId: first, amountCents: 500, payees: ["Lincoln fund"] });

      // The district's subtree holds both lines: the order once, both lines' money once.
      expect(await today(district)).toEqual({ orders: 1, amountCents: 1500 });
      const districtOnly = await callerOf(district);
      expect((await districtOnly.dashboard.topSchools({ module, range: "today" })).rows).toEqual([
        { companyId: district.id, name: district.name, orders: 1, amountCents: 1000 },
        { companyId: lincoln.id, name: lincoln.name, orders: 1, amountCents: 500 },
      ]);
      expect(await today(washington)).toEqual({ orders: 0, amountCents: 0 });
      await expectKeptEqualsRecount();
    });

    it("counts an order of two schools once in their district's figures", async () => {
      second = await order(items.lincoln, items.washington);
      // The first item's school owns the order; the other school holds a line of it.
      expect((await t.db.order.findUniqueOrThrow({ where: { id: second } })).companyId).toBe(lincoln.id);

      expect(await today(lincoln)).toEqual({ orders: 2, amountCents: 1000 });
      expect(await today(washington)).toEqual({ orders: 1, amountCents: 700 });
      expect(await (await callerOf(washington)).dashboard.latest({ module })).toMatchObject({ orderId: second, amountCents: 700 });
      expect(await today(district)).toEqual({ orders: 2, amountCents: 2700 });
      const district2 = await (await callerOf(district)).dashboard.fees({ module, range: "today" });
      expect(district2).toMatchObject({ orders: 2, amountCents: 2700 });
      expect((await (await callerOf(district)).dashboard.topSchools({ module, range: "today" })).rows).toEqual([
        { companyId: district.id, name: district.name, orders: 1, amountCents: 1000 },
        { companyId: lincoln.id, name: lincoln.name, orders: 2, amountCents: 1000 },
        { companyId: washington.id, name: washington.name, orders: 1, amountCents: 700 },
      ]);
      await expectKeptEqualsRecount();

      // Booked again from the orders (as after a zone change), the district's figures stay.
      await t.db.$executeRaw`SELECT dashboard_rebuild(c.path) FROM companies c WHERE c.id = ${district.id}`;
      await expectKeptEqualsRecount();
      expect(await today(district)).toEqual({ orders: 2, amountCents: 2700 });
      expect(await today(lincoln)).toEqual({ orders: 2, amountCents: 1000 });
    });

    it("a refund takes back each seller's share of it; deleting the orders takes everything back", async () => {
      const payment = await t.db.payment.findFirstOrThrow({ where: { orderId: first } });
      const manager = await setup.manager(district);
      await setup.callerAt(manager).refunds.create({ module, orderId: first, paymentId: payment.id, amountCents: 600, reason: "Returned", idempotencyKey: key() });
      // What each seller kept is its lines' ledger rows, as the list's totals count them.
      const lincolnKept = 500 + (await keptOfLines(first, lincoln.id));
      expect(lincolnKept).toBeLessThan(1000);
      expect(await today(lincoln)).toEqual({ orders: 2, amountCents: lincolnKept });
      expect(await today(district)).toEqual({ orders: 2, amountCents: 2700 - 600 });
      await expectKeptEqualsRecount();

      await t.db.order.delete({ where: { id: second } });
      expect(await today(washington)).toEqual({ orders: 0, amountCents: 0 });
      expect(await today(district)).toEqual({ orders: 1, amountCents: 1500 - 600 });
      await expectKeptEqualsRecount();
      await t.db.order.delete({ where: { id: first } });
      for (const company of [district, lincoln, washington]) expect(await today(company)).toEqual({ orders: 0, amountCents: 0 });
      await expectKeptEqualsRecount();
    });
  });

  describe("the top schools of a district whose schools alone sold", () => {
    it("lists the schools that sold, not the district with no sale of its own", async () => {
      // The orders above are gone: the district keeps summary rows of today, all back to zero.
      const third = await order(items.lincoln, items.washington);
      expect((await t.db.order.findUniqueOrThrow({ where: { id: third } })).companyId).toBe(lincoln.id);
      // The district's own row of this order: no order, no money, a share of -1 so the subtree counts it once.
      const [own] = await t.db.$queryRaw<{ orders: number; scope_orders: number }[]>`
        SELECT sum(orders)::int AS orders, sum(scope_orders)::int AS scope_orders FROM dashboard_days WHERE company_id = ${district.id}`;
      expect(own).toEqual({ orders: 0, scope_orders: -1 });

      const district2 = await callerOf(district);
      expect((await district2.dashboard.topSchools({ module, range: "today" })).rows).toEqual([
        { companyId: washington.id, name: washington.name, orders: 1, amountCents: 700 },
        { companyId: lincoln.id, name: lincoln.name, orders: 1, amountCents: 500 },
      ]);
      expect(await today(district)).toEqual({ orders: 1, amountCents: 1200 });

      // Once the district sells, it is listed with its own sale.
      await order(items.district);
      expect((await district2.dashboard.topSchools({ module, range: "today" })).rows).toEqual([
        { companyId: district.id, name: district.name, orders: 1, amountCents: 1000 },
        { companyId: washington.id, name: washington.name, orders: 1, amountCents: 700 },
        { companyId: lincoln.id, name: lincoln.name, orders: 1, amountCents: 500 },
      ]);
      await expectKeptEqualsRecount();
    });
  });

  /** What the order's lines of `companyId`'s items kept: their ledger rows, refunds negative. */
  async function keptOfLines(orderId: number, companyId: number) {
    const [row] = await t.db.$queryRaw<{ cents: bigint | null }[]>`
      SELECT sum(e.amount_cents)::bigint AS cents FROM ledger_entries e
      JOIN order_lines l ON l.id = e.order_line_id JOIN items i ON i.id = l.item_id
      WHERE e.order_id = ${orderId} AND i.company_id = ${companyId}`;
    return Number(row?.cents ?? 0);
  }
});
