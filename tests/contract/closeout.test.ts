/**
 * The close-out CSV over HTTP: GET /{module}/virtual-terminal/closeout/{id}.csv (one close-out)
 * and GET /{module}/reports/closeouts.csv (the list's). Refusals first, in JSON: signed out 401,
 * another terminal clerk 403, an unknown close-out 404; then the file: its headers, the columns of
 * CLOSEOUT_CSV_HEADER, amounts as two-decimal dollars, the closing time with the zone's offset,
 * the checks with their numbers, and a note that would be a spreadsheet formula defused.
 */
import { createCaller } from "@paydesk/api";
import { AUTH_MESSAGES, CLOSEOUT_CSV_HEADER, CLOSEOUT_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, describeDb, uniqueSuffix, type FixtureCompany, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

// A past day far from other files' orders; the school keeps the default zone, America/Chicago.
const DAY = "2031-09-09";
const at = (hourUtc: number) => new Date(`${DAY}T${String(hourUtc).padStart(2, "0")}:00:00Z`);
const NOW = new Date("2031-09-10T18:00:00Z");

describeDb("close-out CSV over HTTP", (t) => {
  let server: TestServer;
  let school: FixtureCompany;
  let clerk: FixtureUser;
  let closeoutId: number;
  const sessions = { clerk: "", other: "", reader: "" };

  /** A terminal sale taken by `user`, as checkout writes it: the order and its one payment. */
  async function sale(user: FixtureUser, method: "CASH" | "CHECK" | "CARD", cents: number, when: Date, checkNumber?: string) {
    const s = uniqueSuffix();
    const item = await t.db.item.create({ data: { companyId: school.id, code: `CO${s}`.toUpperCase(), slug: `co-${s}`, title: `Item ${s}`, amountCents: cents } });
    await t.db.order.create({
      data: {
        companyId: school.id,
        source: "TERMINAL",
        status: "PAID",
        payerName: "Pat Payer",
        takenById: user.id,
        subtotalCents: cents,
        totalCents: cents,
        paidCents: cents,
        createdAt: when,
        lines: { create: [{ itemId: item.id, itemCode: item.code, title: item.title, quantity: 1, amountCents: cents, totalCents: cents }] },
        payments: { create: [{ method, amountCents: cents, takenById: user.id, createdAt: when, ...(checkNumber ? { checkNumber } : {}) }] },
      },
    });
  }

  beforeAll(async () => {
    server = await startTestServer(t.db);
    school = await t.fixtures.company();
    clerk = await t.fixtures.user({ company: school, label: "co-clerk", permissions: ["terminal.manage"] });
    const other = await t.fixtures.user({ company: school, label: "co-other", permissions: ["terminal.manage"] });
    const reader = await t.fixtures.user({ company: school, label: "co-reader", permissions: ["reports.view"] });
    // 15:00 UTC is 10:00 in Chicago; 04:30 UTC the next day is 23:30 in Chicago, still DAY there.
    await sale(clerk, "CASH", 2500, at(15));
    await sale(clerk, "CHECK", 4000, at(16), "1042");
    await sale(clerk, "CARD", 9900, at(17));
    await sale(clerk, "CASH", 1000, new Date(`2031-09-10T04:30:00Z`));
    const actor = await t.fixtures.actor(clerk);
    const caller = createCaller(createTestContext(t.db, actor, { now: () => NOW }));
    const saved = await caller.closeout.create({ module: "school", day: DAY, countedCashCents: 3400, countedCheckCents: 4000, countedCheckCount: 1, note: "=SUM(A1)" });
    closeoutId = saved.closeout.closeoutId;
    sessions.clerk = await signInOverHttp(server, clerk.email, clerk.password);
    sessions.other = await signInOverHttp(server, other.email, other.password);
    sessions.reader = await signInOverHttp(server, reader.email, reader.password);
  });
  afterAll(() => server?.close());

  describe("GET /{module}/virtual-terminal/closeout/{id}.csv", () => {
    const path = () => `/school/virtual-terminal/closeout/${closeoutId}.csv`;

    it("refuses a signed-out caller (401), another clerk (403) and an unknown close-out (404), in JSON", async () => {
      expect((await server.request(path())).status).toBe(401);
      const other = await server.request(path(), { session: sessions.other });
      expect(other.status).toBe(403);
      expect(other.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
      const unknown = await server.request(`/school/virtual-terminal/closeout/2000000000.csv`, { session: sessions.clerk });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: "error", message: CLOSEOUT_MESSAGES.notFound });
    });

    it("downloads the clerk's own close-out: expected, counted, the difference, the checks", async () => {
      const res = await server.request(path(), { session: sessions.clerk });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="closeout-${DAY}-${closeoutId}.csv"`);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const lines = res.text.trimEnd().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toBe(CLOSEOUT_CSV_HEADER.join(","));
      expect(lines[0]).toBe(
        "closeout_id,day,staff,staff_email,closed_at,expected_cash_count,expected_cash,counted_cash,cash_difference,expected_check_count,expected_checks,counted_check_count,counted_checks,check_difference,total_difference,check_numbers,note,status",
      );
      const cells = lines[1]!.split(",");
      const cell = (name: (typeof CLOSEOUT_CSV_HEADER)[number]) => cells[CLOSEOUT_CSV_HEADER.indexOf(name)];
      expect(cell("closeout_id")).toBe(String(closeoutId));
      expect(cell("day")).toBe(DAY);
      expect(cell("staff_email")).toBe(clerk.email);
      expect(cell("closed_at")).toBe("2031-09-10T13:00:00-05:00");
      expect([cell("expected_cash_count"), cell("expected_cash"), cell("counted_cash"), cell("cash_difference")]).toEqual(["2", "35.00", "34.00", "-1.00"]);
      expect([cell("expected_check_count"), cell("expected_checks"), cell("counted_check_count"), cell("counted_checks"), cell("check_difference")]).toEqual([
        "1",
        "40.00",
        "1",
        "40.00",
        "0.00",
      ]);
      expect(cell("total_difference")).toBe("-1.00");
      expect(cell("check_numbers")).toBe("1042 40.00");
      // A note starting "=" would run as a formula in a spreadsheet: written with an apostrophe.
      expect(cell("note")).toBe("'=SUM(A1)");
      expect(cell("status")).toBe("current");
    });

    it("is read by the school's report reader too", async () => {
      expect((await server.request(path(), { session: sessions.reader })).status).toBe(200);
    });
  });

  describe("GET /{module}/reports/closeouts.csv", () => {
    it("refuses terminal clerks without the transactions permission (403)", async () => {
      const res = await server.request(`/school/reports/closeouts.csv?from=${DAY}&to=${DAY}`, { session: sessions.clerk });
      expect(res.status).toBe(403);
    });

    it("downloads the school's close-outs of the range in the same columns", async () => {
      const res = await server.request(`/school/reports/closeouts.csv?from=${DAY}&to=${DAY}`, { session: sessions.reader });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="closeouts-${DAY}-to-${DAY}.csv"`);
      const lines = res.text.trimEnd().split("\r\n");
      expect(lines[0]).toBe(CLOSEOUT_CSV_HEADER.join(","));
      expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([String(closeoutId)]);
    });

    it("answers 400 with the message for a bad date", async () => {
      const res = await server.request(`/school/reports/closeouts.csv?from=2031-02-30`, { session: sessions.reader });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: "error" });
    });
  });
});
