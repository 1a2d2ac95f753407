/**
 * A district whose schools keep different time zones (docs/product/reports-and-time-zones.md): the district
 * in Chicago, one school inheriting it, one in Los Angeles. A report's days are the zone of the company
 * reported on, so the district's dashboard, transactions totals and deposit report over a range count the
 * orders placed within that range's instants in Chicago, whatever day the Los Angeles school books
 * them on; every figure of the district adds up to its schools' figures over the same instants.
 * Orders are made by the real checkout, then placed around midnight (the triggers move their figures).
 */
import type { Actor, Permission } from "@paydesk/domain";
import { describeDb, type FixtureCompany } from "@paydesk/tests/harness";
import { cashPayment, key, module, refundsSetup } from "@paydesk/tests/shop-callers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const READER: Permission[] = ["dashboard.view", "reports.view", "items.view"];
/** Noon in Chicago, 10:00 in Los Angeles, on Wednesday 2030-11-27 (standard time in both). */
const NOW = new Date("2030-11-27T18:00:00.000Z");
/** The district's "today": November 27 in Chicago. */
const CHICAGO_TODAY = { start: new Date("2030-11-27T06:00:00.000Z"), end: new Date("2030-11-28T06:00:00.000Z") };

describeDb("a district with schools in two time zones", (t) => {
  const setup = refundsSetup(t);
  beforeAll(() => setup.startGateway());
  afterAll(() => setup.stopGateway());

  let district: FixtureCompany;
  let lincoln: FixtureCompany;
  let pacific: FixtureCompany;
  const items = {} as Record<"lincoln" | "pacific", { id: number }>;
  const readers = new Map<number, Actor>();

  const callerOf = async (company: FixtureCompany) => {
    let actor = readers.get(company.id);
    if (!actor) {
      actor = await t.fixtures.actor(await t.fixtures.user({ company, label: "zones", permissions: READER }));
      readers.set(company.id, actor);
    }
    return setup.callerAt(actor, NOW);
  };

  async function shopAt(company: FixtureCompany, name: string) {
    const payee = await t.db.settlementAccount.create({ data: { companyId: company.id, name, reference: `R-${company.id}` } });
    const coa = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: `4${company.id}`, name: "Sales", kind: "PRIMARY" } });
    const soldOut = await t.db.soldOutMessage.create({ data: { companyId: company.id, text: "All gone" } });
    return { school: company, payee, coa, soldOut };
  }

  /** One unit of each item, in cash, at the district's terminal, placed at `at`. */
  async function order(at: Date, ...lines: { id: number }[]) {
    const clerk = await setup.clerk(district);
    for (const item of lines) await setup.addToTerminalCart(clerk.actor.userId, item.id);
    const { orderId } = await clerk.caller.checkout.terminal({ module, idempotencyKey: key(), ...cashPayment() } as never);
    await t.db.order.update({ where: { id: orderId }, data: { createdAt: at } });
    await t.db.payment.updateMany({ where: { orderId }, data: { createdAt: at } });
    return orderId;
  }

  /**
   * What a school's own lines brought in [start, end), recounted from the ledger: each of its
   * schools' figures for exactly the district's instants, whatever that school's own days are.
   */
  async function schoolOver(company: FixtureCompany, range: { start: Date; end: Date }) {
    const [row] = await t.db.$queryRaw<{ orders: number; cents: bigint | null }[]>`
      SELECT count(DISTINCT o.id)::int AS orders, sum(e.amount_cents)::bigint AS cents
      FROM orders o JOIN ledger_entries e ON e.order_id = o.id
      JOIN order_lines l ON l.id = e.order_line_id JOIN items i ON i.id = l.item_id
      WHERE i.company_id = ${company.id} AND o.created_at >= ${range.start} AND o.created_at < ${range.end}`;
    return { orders: row?.orders ?? 0, amountCents: Number(row?.cents ?? 0) };
  }

  /** The dashboard's orders and money over `range`, the transactions totals and the deposit report over its days: all one figure. */
  async function figures(company: FixtureCompany, range: "today" | "7d") {
    const caller = await callerOf(company);
    const dashboard = await caller.dashboard.transactions({ module, range });
    const totals = await caller.transactions.totals({ module, from: dashboard.from, to: dashboard.to });
    const deposit = await caller.depositReport.get({ module, from: dashboard.from, to: dashboard.to });
    const byMethod = await caller.dashboard.salesByMethod({ module, range });
    const fees = await caller.dashboard.fees({ module, range });
    expect({ orders: dashboard.orders, amountCents: dashboard.amountCents }, `${company.name} ${range}: dashboard against the totals`).toEqual({
      orders: totals.count,
      amountCents: totals.amountCents,
    });
    expect(deposit.totals.totalCents, `${company.name} ${range}: deposit report`).toBe(totals.amountCents);
    expect(byMethod.rows.reduce((sum, r) => sum + r.amountCents, 0), `${company.name} ${range}: sales by method`).toBe(totals.amountCents);
    expect({ orders: fees.orders, amountCents: fees.amountCents }, `${company.name} ${range}: fees widget`).toEqual({ orders: totals.count, amountCents: totals.amountCents });
    return { from: dashboard.from, to: dashboard.to, orders: totals.count, amountCents: totals.amountCents, items: await caller.dashboard.salesByItem({ module, range }) };
  }

  beforeAll(async () => {
    district = await t.fixtures.company({ kind: "DISTRICT" });
    await t.db.company.update({ where: { id: district.id }, data: { timeZone: "America/Chicago" } });
    lincoln = await t.fixtures.company({ parent: district });
    pacific = await t.fixtures.company({ parent: district });
    await t.db.company.update({ where: { id: pacific.id }, data: { timeZone: "America/Los_Angeles" } });
    items.lincoln = await setup.item((await shopAt(lincoln, "Lincoln fund")) as never, { amountCents: 500, title: "Lincoln Yearbook" });
    items.pacific = await setup.item((await shopAt(pacific, "Pacific fund")) as never, { amountCents: 700, title: "Pacific Trip" });

    // 23:30 on the 26th in Chicago: the district's yesterday.
    await order(new Date("2030-11-27T05:30:00.000Z"), items.lincoln);
    // 00:30 on the 27th in Chicago, 22:30 on the 26th in Los Angeles: one order of both schools.
    await order(new Date("2030-11-27T06:30:00.000Z"), items.lincoln, items.pacific);
    // 01:30 in Chicago, 23:30 in Los Angeles the day before.
    await order(new Date("2030-11-27T07:30:00.000Z"), items.pacific);
    // 03:00 in Chicago, 01:00 in Los Angeles: the 27th in both.
    await order(new Date("2030-11-27T09:00:00.000Z"), items.pacific);
  });

  describe("the district's day is Chicago's", () => {
    it("counts every order placed on its day once, whatever day the Los Angeles school books it on", async () => {
      const today = await figures(district, "today");
      expect([today.from, today.to]).toEqual(["2030-11-27", "2030-11-27"]);
      expect({ orders: today.orders, amountCents: today.amountCents }).toEqual({ orders: 3, amountCents: 500 + 3 * 700 });
      expect(today.items.rows).toEqual([
        expect.objectContaining({ itemId: items.pacific.id, units: 3, amountCents: 2100 }),
        expect.objectContaining({ itemId: items.lincoln.id, units: 1, amountCents: 500 }),
      ]);
    });

    it("adds up to its schools' figures over the same instants", async () => {
      const today = await figures(district, "today");
      const [ofLincoln, ofPacific] = [await schoolOver(lincoln, CHICAGO_TODAY), await schoolOver(pacific, CHICAGO_TODAY)];
      expect(today.amountCents).toBe(ofLincoln.amountCents + ofPacific.amountCents);
      // The order of both schools is one order of the district.
      expect(today.orders).toBe(ofLincoln.orders + ofPacific.orders - 1);
      const topSchools = await (await callerOf(district)).dashboard.topSchools({ module, range: "today" });
      // The district itself sells nothing here (its row only holds its share of the order count).
      expect(topSchools.rows.filter((row) => row.companyId !== district.id)).toEqual([
        { companyId: pacific.id, name: pacific.name, orders: ofPacific.orders, amountCents: ofPacific.amountCents },
        { companyId: lincoln.id, name: lincoln.name, orders: ofLincoln.orders, amountCents: ofLincoln.amountCents },
      ]);
    });

    it("counts all four orders once over the week", async () => {
      const week = await figures(district, "7d");
      expect({ orders: week.orders, amountCents: week.amountCents }).toEqual({ orders: 4, amountCents: 2 * 500 + 3 * 700 });
    });
  });

  describe("each school's day is its own", () => {
    it("gives Lincoln Chicago's day and the Los Angeles school its own", async () => {
      const ofLincoln = await figures(lincoln, "today");
      expect({ from: ofLincoln.from, orders: ofLincoln.orders, amountCents: ofLincoln.amountCents }).toEqual({ from: "2030-11-27", orders: 1, amountCents: 500 });
      // November 27 in Los Angeles began at 08:00 UTC: only the 09:00 order is on it.
      const ofPacific = await figures(pacific, "today");
      expect({ from: ofPacific.from, orders: ofPacific.orders, amountCents: ofPacific.amountCents }).toEqual({ from: "2030-11-27", orders: 1, amountCents: 700 });
      expect(await figures(pacific, "7d")).toMatchObject({ orders: 3, amountCents: 2100 });
    });
  });
});
