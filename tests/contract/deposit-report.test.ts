/**
 * The deposit report's CSV over HTTP: GET /{module}/reports/deposit/export.csv?from=&to=&company_id=.
 * Refusals first, in JSON: signed out 401, no reports.view 403, another school's company 403, a
 * backwards range 400 with its message under the query's field name; then the file itself.
 */
import { AUTH_MESSAGES, TRANSACTION_LIST_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, type FixtureCompany } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";
import { orderMaker } from "../src/transaction-orders.ts";

// Far from today and from other tests' orders: every request names its range.
const RANGE = "from=2032-04-01&to=2032-04-30";
// Noon in Chicago (CDT, UTC-5), the school's zone (the platform default).
const at = (day: number) => new Date(Date.UTC(2032, 3, day, 17));

describeDb("deposit report CSV over HTTP", (t) => {
  let server: TestServer;
  let school: FixtureCompany;
  let other: FixtureCompany;
  const sessions = { reports: "", terminal: "", other: "" };

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const f = t.fixtures;
    school = await f.company();
    other = await f.company();
    // Orders written without ledger rows: their money is reported as not booked to an account.
    const make = await orderMaker(t.db, school);
    await make({ createdAt: at(2), paidCents: 2500, payments: [{ method: "CARD", cardLast4: "4242" }] });
    await make({ createdAt: at(2), paidCents: 1000, payments: [{ method: "CASH" }] });
    await make({ createdAt: at(9), paidCents: 700, payments: [{ method: "CHECK" }] });
    const signIn = async (user: { email: string; password: string }) => signInOverHttp(server, user.email, user.password);
    sessions.reports = await signIn(await f.user({ company: school, permissions: ["reports.view"], label: "dr-reports" }));
    sessions.terminal = await signIn(await f.user({ company: school, permissions: ["terminal.manage"], label: "dr-terminal" }));
    sessions.other = await signIn(await f.user({ company: other, permissions: ["reports.view"], label: "dr-other" }));
  });
  afterAll(() => server?.close());

  describe("GET /{module}/reports/deposit/export.csv", () => {
    it("refuses a signed-out caller (401) and staff without reports.view (403) in JSON", async () => {
      expect((await server.request(`/school/reports/deposit/export.csv?${RANGE}`)).status).toBe(401);
      const res = await server.request(`/school/reports/deposit/export.csv?${RANGE}`, { session: sessions.terminal });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
    });

    it("refuses a company outside the caller's subtree (403)", async () => {
      const res = await server.request(`/school/reports/deposit/export.csv?${RANGE}&company_id=${school.id}`, { session: sessions.other });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
    });

    it("answers 400 with the message for a backwards range, under the query's field name", async () => {
      const res = await server.request(`/school/reports/deposit/export.csv?from=2032-04-30&to=2032-04-01`, { session: sessions.reports });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: "error",
        message: TRANSACTION_LIST_MESSAGES.rangeBackwards,
        errors: { from: TRANSACTION_LIST_MESSAGES.rangeBackwards },
      });
    });

    it("is the only way to the file: the procedure over /trpc refuses to stream (415)", async () => {
      const input = encodeURIComponent(JSON.stringify({ json: { module: "school", from: "2032-04-01", to: "2032-04-30" } }));
      const res = await server.request(`/trpc/depositReport.export?input=${input}`, { session: sessions.reports });
      expect(res.status).toBe(415);
    });

    it("downloads one record per day and account, a column per tender and the total", async () => {
      const res = await server.request(`/school/reports/deposit/export.csv?${RANGE}`, { session: sessions.reports });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="deposit-report-2032-04-01-to-2032-04-30.csv"');
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.text.trimEnd().split("\r\n")).toEqual([
        "date,settlement_account,account,account_name,sub_account,sub_account_name,card,cash,check,total",
        "2032-04-02,,,,,,25.00,10.00,0.00,35.00",
        "2032-04-09,,,,,,0.00,0.00,7.00,7.00",
      ]);
      // Another school's reader gets its own (empty) file, never this school's money.
      const outside = await server.request(`/school/reports/deposit/export.csv?${RANGE}`, { session: sessions.other });
      expect(outside.text.trimEnd().split("\r\n")).toHaveLength(1);
    });
  });
});
