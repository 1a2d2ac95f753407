/**
 * A company's time zone (docs/product/reports-and-time-zones.md) on a real database, with the runner in
 * America/Chicago and the schools elsewhere: the setting (inherited from the district, least privilege,
 * checked names), and every report day and date a person reads of a sale late in the evening: the list, its
 * totals, the CSV export, the dashboard's days (kept by the summary triggers), the receipt (view,
 * e-mail, PDF) and the tools' instants with the zone's offset; also across a daylight-saving change.
 */
import type { Permission } from "@paydesk/domain";
import { composeReceiptEmail, readReceipt, renderReceiptPdf } from "@paydesk/services";
import { describeDb, expectTRPCError, type FixtureCompany, type FixtureUser } from "@paydesk/tests/harness";
import { orderMaker, type OrderMaker } from "@paydesk/tests/transaction-orders";
import { AUTH_MESSAGES, TIME_ZONE_MESSAGES } from "@paydesk/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { receiptAnswer } from "../receipts/shims.ts";
import { transactionsShims } from "../transactions/shims.ts";
import { callerAs } from "@paydesk/tests/callers";

const module = "school" as const;

/** The text a PDF shows, read from its uncompressed content streams (pdfkit writes hex strings). */
function pdfText(pdf: Buffer): string {
  const content = pdf.toString("latin1");
  return [...content.matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""))
    .join("\n");
}

async function readAll(chunks: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

// 23:30 on Saturday Jun 27, 2031 in Los Angeles (PDT, UTC-7): already 06:30 on the 28th in UTC
// and 01:30 on the 28th in Chicago, the runner's zone.
const LATE_SALE = new Date("2031-06-28T06:30:00Z");
// 23:45 the same evening in Los Angeles: "today" there is still the 27th.
const NOW = new Date("2031-06-28T06:45:00Z");

describeDb("a company's time zone", (t) => {
  let district: FixtureCompany;
  let school: FixtureCompany;
  let sister: FixtureCompany;
  let make: OrderMaker;
  const actors: Record<string, FixtureUser> = {};
  let lateSale: number;

  // Each call loads its actor afresh, as each request does: the actor carries its company's zone.
  const as = (user: FixtureUser, now = NOW) => callerAs(t.db, user, { now: () => now });
  const staff = (company: FixtureCompany, permissions: Permission[]) => t.fixtures.user({ company, permissions, label: "tz-staff" });

  beforeAll(async () => {
    const f = t.fixtures;
    district = await f.company({ kind: "DISTRICT" });
    school = await f.company({ parent: district });
    sister = await f.company({ parent: district });
    actors.districtManager = await staff(district, ["settings.manage"]);
    actors.schoolManager = await staff(school, ["settings.manage"]);
    actors.schoolViewer = await staff(school, ["settings.view"]);
    actors.reports = await staff(school, ["reports.view", "dashboard.view"]);
    // The district moves to the Pacific; its schools take its zone.
    await (await as(actors.districtManager!)).dates.setTimeZone({ module, timeZone: "America/Los_Angeles" });
    make = await orderMaker(t.db, school);
    lateSale = await make({ createdAt: LATE_SALE, payerName: "Late Larry", paidCents: 1500 });
  });

  describe("the setting", () => {
    it("is the district's for a school that sets none, and the school's own once it sets one", async () => {
      expect(await (await as(actors.schoolViewer!)).dates.timeZone({ module })).toMatchObject({
        companyId: school.id,
        own: null,
        timeZone: "America/Los_Angeles",
      });
      const saved = await (await as(actors.districtManager!)).dates.setTimeZone({ module, companyId: sister.id, timeZone: "America/Denver" });
      expect(saved).toMatchObject({ message: TIME_ZONE_MESSAGES.saved, setting: { companyId: sister.id, own: "America/Denver", timeZone: "America/Denver" } });
      const cleared = await (await as(actors.districtManager!)).dates.setTimeZone({ module, companyId: sister.id, timeZone: "" });
      expect(cleared.setting).toMatchObject({ own: null, timeZone: "America/Los_Angeles" });
      const audit = await t.db.auditEvent.findFirst({ where: { action: "company.time_zone_updated", entityId: String(sister.id) }, orderBy: { id: "desc" } });
      expect(audit).toMatchObject({ before: { timeZone: "America/Denver" }, after: { timeZone: null } });
    });

    it("refuses a name that is not an IANA zone, with one message", async () => {
      await expectTRPCError(
        (await as(actors.schoolManager!)).dates.setTimeZone({ module, timeZone: "Pacific Time" }),
        "BAD_REQUEST",
        TIME_ZONE_MESSAGES.notAZone,
      );
      await expectTRPCError((await as(actors.schoolManager!)).dates.setTimeZone({ module, timeZone: "PST" }), "BAD_REQUEST", TIME_ZONE_MESSAGES.notAZone);
    });

    it("is changed with settings.manage only, and only inside the subtree", async () => {
      await expectTRPCError(
        (await as(actors.schoolViewer!)).dates.setTimeZone({ module, timeZone: "America/Denver" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(
        (await as(actors.schoolManager!)).dates.setTimeZone({ module, companyId: district.id, timeZone: "America/Denver" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError((await as(actors.schoolManager!)).dates.timeZone({ module, companyId: sister.id }), "FORBIDDEN");
    });

    it("comes with the session, for the web app to show dates in", async () => {
      const session = await (await as(actors.reports!)).auth.session();
      expect(session?.company.timeZone).toBe("America/Los_Angeles");
    });
  });

  describe("a sale at 23:30 in Los Angeles", () => {
    it("is on that local day in the list, its default range and its totals", async () => {
      const caller = await as(actors.reports!);
      const page = await caller.transactions.list({ module });
      expect([page.from, page.to, page.timeZone]).toEqual(["2031-05-29", "2031-06-27", "America/Los_Angeles"]);
      expect(page.rows.map((r) => r.orderId)).toContain(lateSale);
      expect((await caller.transactions.list({ module, from: "2031-06-27", to: "2031-06-27" })).rows.map((r) => r.orderId)).toEqual([lateSale]);
      expect((await caller.transactions.list({ module, from: "2031-06-28", to: "2031-06-28" })).rows).toEqual([]);
      expect(await caller.transactions.totals({ module, from: "2031-06-27", to: "2031-06-27" })).toMatchObject({ count: 1, amountCents: 1500 });
      expect(await caller.transactions.totals({ module, from: "2031-06-28", to: "2031-06-28" })).toMatchObject({ count: 0 });
    });

    it("is dated in the zone, with its offset, in the CSV export and the tools' list", async () => {
      const caller = await as(actors.reports!);
      const file = await caller.transactions.export({ module, from: "2031-06-27", to: "2031-06-27" });
      const lines = (await readAll(file.chunks)).trimEnd().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${lateSale},`);
      expect(lines[1]).toContain(",2031-06-27T23:30:00-07:00,");
      const page = await caller.transactions.list({ module, from: "2031-06-27", to: "2031-06-27" });
      const answer = transactionsShims[0]!.output(page as never) as { transactions: { txn_date: string }[] };
      expect(answer.transactions[0]!.txn_date).toBe("2031-06-27T23:30:00-07:00");
    });

    it("counts on that local day on the dashboard ('today' is the zone's), and moves when the zone changes", async () => {
      const caller = await as(actors.reports!);
      const today = await caller.dashboard.transactions({ module, range: "today", companyId: school.id });
      // The order maker writes no ledger rows: the dashboard counts the order, its money is not booked.
      expect(today).toMatchObject({ from: "2031-06-27", to: "2031-06-27", orders: 1 });
      const week = await caller.dashboard.transactions({ module, range: "7d", companyId: school.id });
      expect(week.points.filter((p) => p.orders > 0).map((p) => p.day)).toEqual(["2031-06-27"]);
      const latest = await caller.dashboard.latest({ module, companyId: school.id });
      expect(latest).toMatchObject({ orderId: lateSale, timeZone: "America/Los_Angeles" });

      // In New York the same sale is at 02:30 on the 28th: the kept rows are booked again.
      await (await as(actors.schoolManager!)).dates.setTimeZone({ module, timeZone: "America/New_York" });
      try {
        const moved = await (await as(actors.reports!)).dashboard.transactions({ module, range: "7d", companyId: school.id });
        expect(moved.to).toBe("2031-06-28");
        expect(moved.points.filter((p) => p.orders > 0).map((p) => p.day)).toEqual(["2031-06-28"]);
      } finally {
        await (await as(actors.schoolManager!)).dates.setTimeZone({ module, timeZone: null });
      }
      const back = await (await as(actors.reports!)).dashboard.transactions({ module, range: "7d", companyId: school.id });
      expect(back.points.filter((p) => p.orders > 0).map((p) => p.day)).toEqual(["2031-06-27"]);
    });

    it("is dated in the school's zone on the receipt: view, e-mail, PDF and the tools' answer", async () => {
      const view = await readReceipt({ db: t.db }, lateSale);
      expect(view.timeZone).toBe("America/Los_Angeles");
      const mail = composeReceiptEmail(view, "https://paydesk.test/r/x");
      expect(mail.text).toContain(`Order ${lateSale}, June 27, 2031 at 11:30 PM,`);
      const pdf = pdfText(await renderReceiptPdf(view, { compress: false }));
      expect(pdf).toContain("Date: Jun 27, 2031, 11:30 PM");
      const answer = receiptAnswer(view) as { receipt: { created_at: string; payments: { created_at: string }[] } };
      expect(answer.receipt.created_at).toBe("2031-06-27T23:30:00-07:00");
      expect(answer.receipt.payments[0]!.created_at).toMatch(/-0[78]:00$/);
    });
  });

  describe("across a daylight-saving change in Los Angeles (Nov 2, 2031: 25 hours long)", () => {
    it("puts each sale on its local day, both ends of a day included", async () => {
      const maker = await orderMaker(t.db, sister);
      // 23:30 PDT on Nov 1; 00:30 PDT and 23:30 PST on Nov 2; 00:00 PST on Nov 3.
      const nov1Late = await maker({ createdAt: new Date("2031-11-02T06:30:00Z") });
      const nov2Early = await maker({ createdAt: new Date("2031-11-02T07:30:00Z") });
      const nov2Late = await maker({ createdAt: new Date("2031-11-03T07:30:00Z") });
      const nov3Midnight = await maker({ createdAt: new Date("2031-11-03T08:00:00Z") });
      const viewer = await staff(sister, ["reports.view", "dashboard.view"]);
      const at = new Date("2031-11-03T12:00:00Z");
      const caller = await as(viewer, at);
      const day = async (d: string) => (await caller.transactions.list({ module, from: d, to: d })).rows.map((r) => r.orderId).sort((a, b) => a - b);
      expect(await day("2031-11-01")).toEqual([nov1Late]);
      expect(await day("2031-11-02")).toEqual([nov2Early, nov2Late]);
      expect(await day("2031-11-03")).toEqual([nov3Midnight]);
      const week = await caller.dashboard.transactions({ module, range: "7d", companyId: sister.id });
      expect(week.points.filter((p) => p.orders > 0).map((p) => [p.day, p.orders])).toEqual([
        ["2031-11-01", 1],
        ["2031-11-02", 2],
        ["2031-11-03", 1],
      ]);
      const page = await caller.transactions.list({ module, from: "2031-11-02", to: "2031-11-02" });
      const answer = transactionsShims[0]!.output(page as never) as { transactions: { order_id: number; txn_date: string }[] };
      expect(Object.fromEntries(answer.transactions.map((r) => [r.order_id, r.txn_date]))).toEqual({
        [nov2Early]: "2031-11-02T00:30:00-07:00",
        [nov2Late]: "2031-11-02T23:30:00-08:00",
      });
    });
  });
});
