/**
 * The transactions list, its totals and its CSV export on a real database: the date
 * range and its default, search by payor, item, order id and card last four, the status and
 * method filters, keyset paging, totals of the filtered set, and the subtree.
 */
import type { Actor, Permission } from "@paydesk/domain";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, TRANSACTION_LIST_MESSAGES } from "@paydesk/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { orderMaker, type OrderMaker } from "@paydesk/tests/transaction-orders";
import { callerFor } from "@paydesk/tests/callers";

const NOW = new Date("2031-06-30T15:00:00Z");
const daysAgo = (days: number, hour = 12) => new Date(Date.UTC(2031, 5, 30 - days, hour));

async function readAll(chunks: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

describeDb("transactions router", (t) => {
  let district: FixtureCompany;
  let school: FixtureCompany;
  let sister: FixtureCompany;
  let make: OrderMaker;
  const ids: Record<string, number> = {};
  const actors: Record<string, Actor> = {};

  const as = (actor: Actor) => callerFor(t.db, actor, { now: () => NOW });
  const list = (actor: Actor, input: Record<string, unknown> = {}) => as(actor).transactions.list({ module: "school", ...input });

  beforeAll(async () => {
    const f = t.fixtures;
    district = await f.company({ kind: "DISTRICT" });
    school = await f.company({ parent: district });
    sister = await f.company({ parent: district });
    const staff = async (company: FixtureCompany, permissions: Permission[]) => f.actor(await f.user({ company, permissions, label: "tl-staff" }));
    actors.reports = await staff(school, ["reports.view"]);
    actors.terminal = await staff(school, ["terminal.manage"]);
    actors.district = await staff(district, ["reports.view"]);
    actors.sister = await staff(sister, ["reports.view"]);
    actors.control = await f.actor(await f.user({ kind: "CONTROL", label: "tl-control" }));

    make = await orderMaker(t.db, school);
    ids.today = await make({ createdAt: daysAgo(0, 9), payerName: "Ada Lovelace", payerEmail: "ada@analytical.test", paidCents: 2500 });
    ids.cash = await make({ createdAt: daysAgo(3), payerName: "Grace Hopper", payments: [{ method: "CASH" }], paidCents: 1000 });
    ids.partial = await make({ createdAt: daysAgo(5), status: "PARTIAL", payments: [{ method: "CARD", cardLast4: "0119" }], paidCents: 1550 });
    ids.check = await make({ createdAt: daysAgo(10), payments: [{ method: "CHECK" }], lineTitles: ["Robotics Camp", "Field Trip"] });
    ids.refunded = await make({ createdAt: daysAgo(20), status: "REFUNDED", payerName: "=HYPERLINK(\"x\")", paidCents: 700 });
    ids.old = await make({ createdAt: daysAgo(45), payerName: "Old Timer" });
    const sisterMake = await orderMaker(t.db, sister);
    ids.sister = await sisterMake({ createdAt: daysAgo(1), payerName: "Sister Payer" });
  });

  describe("the date range", () => {
    it("shows the last 30 days by default, newest first, with what each row needs", async () => {
      const page = await list(actors.reports!);
      expect([page.from, page.to]).toEqual(["2031-06-01", "2031-06-30"]);
      expect(page.rows.map((r) => r.orderId)).toEqual([ids.today, ids.cash, ids.partial, ids.check, ids.refunded]);
      expect(page.nextCursor).toBeNull();
      const ada = page.rows[0]!;
      expect(ada).toMatchObject({
        payerName: "Ada Lovelace",
        payerEmail: "ada@analytical.test",
        status: "PAID",
        amountCents: 2500,
        methods: ["CARD"],
        cardLast4: "1111",
        payees: [make.payeeName],
        companyName: school.name,
      });
      expect(ada.paymentId).toEqual(expect.any(Number));
      expect(page.rows.find((r) => r.orderId === ids.check)!.items).toEqual(["Robotics Camp", "Field Trip"]);
    });

    it("takes a range with both days included", async () => {
      const page = await list(actors.reports!, { from: "2031-05-01", to: "2031-06-20" });
      expect(page.rows.map((r) => r.orderId)).toEqual([ids.check, ids.refunded, ids.old]);
      const oneDay = await list(actors.reports!, { from: "2031-06-27", to: "2031-06-27" });
      expect(oneDay.rows.map((r) => r.orderId)).toEqual([ids.cash]);
    });

    it.each([
      [{ from: "2031-06-20", to: "2031-06-01" }, TRANSACTION_LIST_MESSAGES.rangeBackwards],
      [{ from: "2031-02-30" }, TRANSACTION_LIST_MESSAGES.badDate],
      [{ to: "yesterday" }, TRANSACTION_LIST_MESSAGES.badDate],
      [{ to: "2031-13-45" }, TRANSACTION_LIST_MESSAGES.badDate],
      [{ after: "not-a-cursor" }, TRANSACTION_LIST_MESSAGES.badCursor],
    ])("refuses a bad filter %o with a clear message (400)", async (input, message) => {
      await expectTRPCError(list(actors.reports!, input), "BAD_REQUEST", message);
    });
  });

  describe("search and filters", () => {
    it.each([
      ["the payor's name, any case", "lovelace", ["today"]],
      ["the payor's e-mail", "analytical.test", ["today"]],
      ["an item's title", "robotics", ["check"]],
      ["a card's last four digits", "0119", ["partial"]],
      ["a % typed literally", "100%", []],
    ])("finds by %s", async (_label, search, keys) => {
      const page = await list(actors.reports!, { search });
      expect(page.rows.map((r) => r.orderId)).toEqual(keys.map((k) => ids[k]));
    });

    it("finds by item code and by order id (with or without #)", async () => {
      expect((await list(actors.reports!, { search: make.itemCode.toLowerCase() })).rows).toHaveLength(5);
      expect((await list(actors.reports!, { search: String(ids.cash) })).rows.map((r) => r.orderId)).toEqual([ids.cash]);
      expect((await list(actors.reports!, { search: `#${ids.cash}` })).rows.map((r) => r.orderId)).toEqual([ids.cash]);
    });

    it("filters by status and by payment method", async () => {
      const partialOrRefunded = await list(actors.reports!, { statuses: ["PARTIAL", "REFUNDED"] });
      expect(partialOrRefunded.rows.map((r) => r.orderId)).toEqual([ids.partial, ids.refunded]);
      const cashOrCheck = await list(actors.reports!, { methods: ["CASH", "CHECK"] });
      expect(cashOrCheck.rows.map((r) => r.orderId)).toEqual([ids.cash, ids.check]);
    });
  });

  describe("paging", () => {
    it("walks the filtered set page by page without overlap, the last page saying so", async () => {
      const seen: number[] = [];
      let after: string | undefined;
      for (let i = 0; i < 5; i++) {
        const page = await list(actors.reports!, { pageSize: 2, after });
        seen.push(...page.rows.map((r) => r.orderId));
        if (!page.nextCursor) break;
        after = page.nextCursor;
      }
      expect(seen).toEqual([ids.today, ids.cash, ids.partial, ids.check, ids.refunded]);
    });
  });

  describe("totals", () => {
    it("counts and adds up what came in over exactly the filtered orders", async () => {
      const caller = as(actors.reports!);
      // By tender too (docs/product/reports-and-time-zones.md): the amount is the sum of the tenders.
      expect(await caller.transactions.totals({ module: "school" })).toEqual({
        count: 5,
        amountCents: 2500 + 1000 + 1550 + 1000 + 700,
        byMethod: { CARD: 2500 + 1550 + 700, CASH: 1000, CHECK: 1000 },
        from: "2031-06-01",
        to: "2031-06-30",
      });
      const cards = await caller.transactions.totals({ module: "school", methods: ["CARD"], search: "pat" });
      // Card orders whose payor or e-mail holds "pat": the partial and the refunded one.
      expect(cards).toMatchObject({ count: 2, amountCents: 1550 + 700 });
    });
  });

  describe("refunds", () => {
    it("nets the money given back out of the row and the totals; a pending refund has moved nothing yet", async () => {
      const elsewhere = await t.fixtures.company({ parent: district });
      const orderId = await (await orderMaker(t.db, elsewhere))({ createdAt: daysAgo(2), paidCents: 3000 });
      const payment = await t.db.payment.findFirstOrThrow({ where: { orderId }, select: { id: true, method: true } });
      const refund = (state: "DONE" | "PENDING", amountCents: number) => ({
        orderId,
        paymentId: payment.id,
        kind: "REFUND" as const,
        method: payment.method,
        state,
        amountCents,
        reason: "test",
        idempotencyKey: `tl-${orderId}-${state}`,
        requestHash: "h",
      });
      await t.db.refund.createMany({ data: [refund("DONE", 1000), refund("PENDING", 500)] });

      const [row] = (await list(actors.district!, { companyId: elsewhere.id })).rows;
      expect(row).toMatchObject({ orderId, amountCents: 2000, refundedCents: 1000, totalCents: 3000 });
      const totals = await as(actors.district!).transactions.totals({ module: "school", companyId: elsewhere.id });
      expect(totals).toMatchObject({ count: 1, amountCents: 2000 });
    });
  });

  describe("who sees which orders", () => {
    it("keeps staff to their subtree: the district sees both schools, a school only its own", async () => {
      expect((await list(actors.district!)).rows.map((r) => r.orderId)).toContain(ids.sister);
      expect((await list(actors.reports!)).rows.map((r) => r.orderId)).not.toContain(ids.sister);
      expect((await list(actors.sister!)).rows.map((r) => r.orderId)).toEqual([ids.sister]);
    });

    it("narrows to one company of the subtree, and refuses one outside it (403)", async () => {
      const narrowed = await list(actors.district!, { companyId: sister.id });
      expect(narrowed.rows.map((r) => r.orderId)).toEqual([ids.sister]);
      await expectTRPCError(list(actors.sister!, { companyId: school.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(as(actors.sister!).transactions.totals({ module: "school", companyId: school.id }), "FORBIDDEN");
      await expectTRPCError(as(actors.sister!).transactions.export({ module: "school", companyId: school.id }), "FORBIDDEN");
    });

    it("lets control staff read any company", async () => {
      const page = await list(actors.control!, { module: "control", companyId: school.id });
      expect(page.rows).toHaveLength(5);
    });

    it("refuses staff without reports.view (403)", async () => {
      await expectTRPCError(list(actors.terminal!), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(as(actors.terminal!).transactions.export({ module: "school" }), "FORBIDDEN");
    });
  });

  describe("the CSV export", () => {
    // One row per order line in the columns of docs/product/reports-and-time-zones.md (the file was one row
    // per order).
    it("writes a row per line of the filtered orders with dollars, and defuses text a spreadsheet would run as a formula", async () => {
      const file = await as(actors.reports!).transactions.export({ module: "school", statuses: ["PAID", "REFUNDED"] });
      expect(file.filename).toBe("transactions-2031-06-01-to-2031-06-30.csv");
      const lines = (await readAll(file.chunks)).trimEnd().split("\r\n");
      // The school takes the platform's zone (America/Chicago): 09:00 UTC is 04:00 there, in daylight time.
      expect(lines[0]).toBe(
        "order_id,txn_date,payor,payor_email,student_external_id,student_name,item_code,title,category,account,account_name,sub_account,sub_account_name,payee,method,card_brand,card_last4,check_number,quantity,amount,fee,tax,refunded,status",
      );
      expect(lines.slice(1).map((l) => Number(l.split(",")[0]))).toEqual([ids.today, ids.cash, ids.check, ids.check, ids.refunded]);
      expect(lines[1]).toBe(
        `${ids.today},2031-06-30T04:00:00-05:00,Ada Lovelace,ada@analytical.test,,,${make.itemCode},Item ${make.itemCode.slice(2).toLowerCase()},,,,,,${make.payeeName},card,visa,1111,,1,25.00,0.00,0.00,0.00,PAID`,
      );
      expect(lines[3]).toContain(",Robotics Camp,");
      expect(lines[3]).toContain(",check,,,1001,");
      expect(lines[4]).toContain(",Field Trip,");
      expect(lines[5]).toContain(`,"'=HYPERLINK(""x"")",`);
    });
  });
});
