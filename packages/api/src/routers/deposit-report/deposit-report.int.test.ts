/**
 * The deposit report on a real database, reconciled with the transactions list: orders made by the
 * real checkout, pay-the-rest and refunds (card, cash, check, a partial authorization paid in cash
 * with part of the cash given back, an order holding a district item and a school item, a sale at
 * 23:30 in Los Angeles while the runner is in Chicago, and an order without ledger rows); for each
 * local day and tender the report's figure is the transactions list's totals for that day and
 * method, and the settlement accounts, accounts and sub accounts say where the money went.
 */
import type { Actor, DepositReportBody, Permission } from "@paydesk/domain";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { orderMaker } from "@paydesk/tests/transaction-orders";
import { AUTH_MESSAGES, TRANSACTION_LIST_MESSAGES, TRANSACTION_METHODS, type TTransactionMethod } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CARDS, cardPayment, cashPayment, checkPayment, key, module, refundsSetup } from "@paydesk/tests/shop-callers";

const ZONE = "America/Los_Angeles";
const DAY1 = "2031-06-27";
const DAY2 = "2031-06-28";
// Instants in Los Angeles (PDT, UTC-7).
const LA = (day: string, time: string) => new Date(`${day}T${time}:00-07:00`);
// 23:30 on DAY1 in Los Angeles: already DAY2 in UTC and in Chicago, the runner's zone.
const LATE_SALE = LA(DAY1, "23:30");
// 23:45 on DAY1 in Los Angeles: "today" there is still DAY1.
const NOW = LA(DAY1, "23:45");

async function readAll(chunks: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** A day's figures by tender (zero when the day has no money). */
const dayOf = (report: DepositReportBody, day: string) =>
  report.days.find((d) => d.day === day) ?? { byMethod: { CARD: 0, CASH: 0, CHECK: 0 } as Record<TTransactionMethod, number>, totalCents: 0, payees: [] };

describeDb("the deposit report", (t) => {
  const setup = refundsSetup(t);
  beforeAll(() => setup.startGateway());
  afterAll(() => setup.stopGateway());

  let district: FixtureCompany;
  let lincoln: FixtureCompany;
  let sister: FixtureCompany;
  const names = { lincolnFund: "", districtFund: "", account: "", sub: "" };
  const ids: Record<string, number> = {};

  const reader = async (company: FixtureCompany, permissions: Permission[] = ["reports.view"]) =>
    t.fixtures.actor(await t.fixtures.user({ company, label: "deposit", permissions }));
  const callerOf = (actor: Actor) => setup.callerAt(actor, NOW);

  beforeAll(async () => {
    district = await t.fixtures.company({ kind: "DISTRICT" });
    lincoln = await t.fixtures.company({ parent: district });
    sister = await t.fixtures.company({ parent: district });
    // The district is in the Pacific; its schools take its zone.
    await t.db.company.update({ where: { id: district.id }, data: { timeZone: ZONE } });

    const shopAt = async (company: FixtureCompany, name: string) => {
      const payee = await t.db.settlementAccount.create({ data: { companyId: company.id, name, reference: `R-${company.id}` } });
      const coa = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: `4${company.id}`, name: `Sales ${company.id}`, kind: "PRIMARY" } });
      const soldOut = await t.db.soldOutMessage.create({ data: { companyId: company.id, text: "All gone" } });
      return { school: company, payee, coa, soldOut, student: null } as never as Awaited<ReturnType<typeof setup.shop>>;
    };
    const lincolnShop = await shopAt(lincoln, `Lincoln fund ${lincoln.id}`);
    const districtShop = await shopAt(district, `District fund ${district.id}`);
    names.lincolnFund = lincolnShop.payee.name;
    names.districtFund = districtShop.payee.name;
    names.account = lincolnShop.coa.number;
    const sub = await t.db.chartAccount.create({ data: { payeeId: lincolnShop.payee.id, number: "77", name: "Trips", kind: "SUB" } });
    names.sub = sub.number;

    // Item A books to the account and its sub account, item B to the account alone.
    const itemA = await setup.item(lincolnShop, { amountCents: 2000, title: "Band Trip" });
    await t.db.item.update({ where: { id: itemA.id }, data: { subCoaId: sub.id } });
    const itemB = await setup.item(lincolnShop, { amountCents: 1500, title: "Yearbook" });
    const itemC = await setup.item(lincolnShop, { amountCents: 750, title: "Lunch" });
    const districtItem = await setup.item(districtShop, { amountCents: 1000, title: "District Pass" });
    const lincolnSmall = await setup.item(lincolnShop, { amountCents: 500, title: "Lincoln Pin" });

    const clerk = await setup.clerk(lincoln);
    const sell = async (itemIds: number[], payment: Record<string, unknown>, by = clerk) => {
      for (const id of itemIds) await setup.addToTerminalCart(by.actor.userId, id);
      return by.caller.checkout.terminal({ module, idempotencyKey: key(), ...payment } as never);
    };
    ids.card = (await sell([itemA.id], cardPayment(CARDS.visa))).orderId;
    ids.cash = (await sell([itemB.id], cashPayment())).orderId;
    ids.check = (await sell([itemA.id], checkPayment("2041"))).orderId;
    ids.late = (await sell([itemC.id], cardPayment(CARDS.mc))).orderId;
    // A partial authorization approves half ($10 by card), the rest is paid in cash, $3 of the cash given back.
    const partial = await sell([itemB.id, lincolnSmall.id], cardPayment(CARDS.partial));
    ids.partial = partial.orderId;
    await clerk.caller.checkout.payRest({ module, orderId: partial.orderId, amountCents: 1000, idempotencyKey: key(), ...cashPayment() } as never);
    const cash = await t.db.payment.findFirstOrThrow({ where: { orderId: partial.orderId, method: "CASH" } });
    const manager = await setup.manager(lincoln);
    await setup.callerAt(manager).refunds.create({ module, orderId: partial.orderId, paymentId: cash.id, amountCents: 300, reason: "Overpaid", idempotencyKey: key() });
    // Taken at the district's terminal, the district item first: the district's order, with a Lincoln line.
    ids.mixed = (await sell([districtItem.id, lincolnSmall.id], cashPayment(), await setup.clerk(district))).orderId;
    // An order written before the ledger (no ledger rows): its check is unbooked money.
    ids.unbooked = await (await orderMaker(t.db, lincoln))({ createdAt: LA(DAY2, "12:00"), paidCents: 400, payments: [{ method: "CHECK" }] });

    const move = (orderId: number, at: Date) => t.db.order.update({ where: { id: orderId }, data: { createdAt: at } });
    for (const id of [ids.card, ids.cash, ids.check]) await move(id!, LA(DAY1, "10:00"));
    await move(ids.late!, LATE_SALE);
    await move(ids.partial!, LA(DAY2, "09:00"));
    await move(ids.mixed!, LA(DAY2, "15:00"));
  });

  /** For every day of the range and every tender: the report's figure is the list's totals for that day and method. */
  async function expectReconciled(actor: Actor) {
    const caller = callerOf(actor);
    const report = await caller.depositReport.get({ module, from: DAY1, to: DAY2 });
    for (const day of [DAY1, DAY2]) {
      const figures = dayOf(report, day);
      for (const method of TRANSACTION_METHODS) {
        const totals = await caller.transactions.totals({ module, from: day, to: day, methods: [method] });
        expect({ day, method, cents: figures.byMethod[method] }).toEqual({ day, method, cents: totals.amountCents });
      }
      expect(figures.totalCents).toBe((await caller.transactions.totals({ module, from: day, to: day })).amountCents);
    }
    const range = await caller.transactions.totals({ module, from: DAY1, to: DAY2 });
    expect(report.totals).toEqual({ byMethod: range.byMethod, totalCents: range.amountCents });
    return report;
  }

  it("reconciles with the transactions list's totals per local day and tender, for the school", async () => {
    const report = await expectReconciled(await reader(lincoln));
    expect(report).toMatchObject({ from: DAY1, to: DAY2, timeZone: ZONE, methods: ["CARD", "CASH", "CHECK"] });
    // The late sale is on DAY1 there, not on DAY2 as in UTC or Chicago.
    expect(dayOf(report, DAY1)).toMatchObject({ byMethod: { CARD: 2000 + 750, CASH: 1500, CHECK: 2000 }, totalCents: 6250 });
    // DAY2: $10 by card, $10 - $3 cash of the partial order, the mixed order's Lincoln line ($5 cash) only, the unbooked check.
    expect(dayOf(report, DAY2)).toMatchObject({ byMethod: { CARD: 1000, CASH: 700 + 500, CHECK: 400 }, totalCents: 2600 });
  });

  it("reconciles for the district, which counts both lines of the mixed order", async () => {
    const report = await expectReconciled(await reader(district));
    expect(dayOf(report, DAY2)).toMatchObject({ byMethod: { CARD: 1000, CASH: 700 + 1500, CHECK: 400 } });
  });

  it("says where the money went: settlement account, account and sub account, by tender; unbooked money apart", async () => {
    const report = await callerOf(await reader(lincoln)).depositReport.get({ module, from: DAY1, to: DAY2 });
    const rows = (day: string) =>
      dayOf(report, day).payees.flatMap((group) =>
        group.accounts.map((row) => ({
          payee: group.payee?.name ?? null,
          account: row.account?.number ?? null,
          sub: row.subAccount?.number ?? null,
          ...row.byMethod,
          total: row.totalCents,
        })),
      );
    expect(rows(DAY1)).toEqual([
      { payee: names.lincolnFund, account: names.account, sub: names.sub, CARD: 2000, CASH: 0, CHECK: 2000, total: 4000 },
      { payee: names.lincolnFund, account: names.account, sub: null, CARD: 750, CASH: 1500, CHECK: 0, total: 2250 },
    ]);
    expect(rows(DAY2)).toEqual([
      { payee: names.lincolnFund, account: names.account, sub: null, CARD: 1000, CASH: 1200, CHECK: 0, total: 2200 },
      { payee: null, account: null, sub: null, CARD: 0, CASH: 0, CHECK: 400, total: 400 },
    ]);

    const districtReport = await callerOf(await reader(district)).depositReport.get({ module, from: DAY2, to: DAY2 });
    // Settlement accounts by name ("District fund …" before "Lincoln fund …"), unbooked money last.
    expect(dayOf(districtReport, DAY2).payees.map((g) => [g.payee?.name ?? null, g.byMethod.CASH, g.byMethod.CHECK])).toEqual([
      [names.districtFund, 1000, 0],
      [names.lincolnFund, 1200, 0],
      [null, 0, 400],
    ]);
  });

  it("defaults to today in the company's zone, and one end alone is that one day", async () => {
    const caller = callerOf(await reader(lincoln));
    const today = await caller.depositReport.get({ module });
    expect([today.from, today.to]).toEqual([DAY1, DAY1]);
    expect(today.totals.totalCents).toBe(6250);
    expect(await caller.depositReport.get({ module, from: DAY2 })).toMatchObject({ from: DAY2, to: DAY2, totals: { totalCents: 2600 } });
  });

  it("downloads as CSV: one record per day, settlement account, account and sub account, every amount once", async () => {
    const file = await callerOf(await reader(lincoln)).depositReport.export({ module, from: DAY1, to: DAY2 });
    expect(file.filename).toBe(`deposit-report-${DAY1}-to-${DAY2}.csv`);
    const lines = (await readAll(file.chunks)).trimEnd().split("\r\n");
    expect(lines).toEqual([
      "date,settlement_account,account,account_name,sub_account,sub_account_name,card,cash,check,total",
      `${DAY1},${names.lincolnFund},${names.account},Sales ${lincoln.id},${names.sub},Trips,20.00,0.00,20.00,40.00`,
      `${DAY1},${names.lincolnFund},${names.account},Sales ${lincoln.id},,,7.50,15.00,0.00,22.50`,
      `${DAY2},${names.lincolnFund},${names.account},Sales ${lincoln.id},,,10.00,12.00,0.00,22.00`,
      `${DAY2},,,,,,0.00,0.00,4.00,4.00`,
    ]);
  });

  it("is the transactions list's to read: reports.view, inside the subtree; a school holding no line sees nothing", async () => {
    await expectTRPCError(callerOf(await reader(lincoln, ["terminal.manage"])).depositReport.get({ module }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    await expectTRPCError(callerOf(await reader(lincoln, ["terminal.manage"])).depositReport.export({ module }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    await expectTRPCError(callerOf(await reader(sister)).depositReport.get({ module, companyId: lincoln.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    expect((await callerOf(await reader(sister)).depositReport.get({ module, from: DAY1, to: DAY2 })).days).toEqual([]);
    await expectTRPCError(
      callerOf(await reader(lincoln)).depositReport.get({ module, from: DAY2, to: DAY1 }),
      "BAD_REQUEST",
      TRANSACTION_LIST_MESSAGES.rangeBackwards,
    );
  });
});
