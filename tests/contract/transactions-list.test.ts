/**
 * The transactions list over HTTP (docs/product/reports-and-time-zones.md,
 * docs/product/documented-calls.md): GET /{module}/reports/txn/list in the documented shape, with
 * ?from=&to=&search= (and status, method, after), and the CSV download GET
 * /{module}/reports/txn/export.csv. Refusals first: signed out 401, no reports.view 403, another
 * school's company 403, a bad date 400 with its message under the query's field name.
 */
import { AUTH_MESSAGES, TRANSACTION_LIST_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, type FixtureCompany } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";
import { orderMaker } from "../src/transaction-orders.ts";

// Far from today and from other tests' orders: every request names its range.
const RANGE = "from=2032-03-01&to=2032-03-31";
const at = (day: number, hour: number) => new Date(Date.UTC(2032, 2, day, hour));

describeDb("transactions list over HTTP", (t) => {
  let server: TestServer;
  let school: FixtureCompany;
  let other: FixtureCompany;
  const ids: Record<string, number> = {};
  const sessions = { reports: "", terminal: "", other: "" };

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const f = t.fixtures;
    school = await f.company();
    other = await f.company();
    const make = await orderMaker(t.db, school);
    ids.card = await make({ createdAt: at(2, 10), payerName: "Casey Card", paidCents: 2500, payments: [{ method: "CARD", cardLast4: "4242" }] });
    ids.cash = await make({ createdAt: at(5, 11), payerName: "Chris Cash", paidCents: 1000, payments: [{ method: "CASH" }] });
    ids.check = await make({ createdAt: at(9, 12), payerName: "Cam Check", paidCents: 700, status: "PARTIAL", payments: [{ method: "CHECK" }] });
    const signIn = async (user: { email: string; password: string }) => signInOverHttp(server, user.email, user.password);
    sessions.reports = await signIn(await f.user({ company: school, permissions: ["reports.view"], label: "tl-reports" }));
    sessions.terminal = await signIn(await f.user({ company: school, permissions: ["terminal.manage"], label: "tl-terminal" }));
    sessions.other = await signIn(await f.user({ company: other, permissions: ["reports.view"], label: "tl-other" }));
  });
  afterAll(() => server?.close());

  describe("GET /{module}/reports/txn/list", () => {
    it("refuses a signed-out caller (401) and staff without reports.view (403)", async () => {
      expect((await server.request(`/school/reports/txn/list?${RANGE}`)).status).toBe(401);
      const res = await server.request(`/school/reports/txn/list?${RANGE}`, { session: sessions.terminal });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
    });

    it("refuses a company outside the caller's subtree (403)", async () => {
      const res = await server.request(`/school/reports/txn/list?${RANGE}&company_id=${school.id}`, { session: sessions.other });
      expect(res.status).toBe(403);
    });

    it("answers 400 with the message for a bad date, under the query's field name", async () => {
      const res = await server.request(`/school/reports/txn/list?from=2032-02-31`, { session: sessions.reports });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: "error", message: TRANSACTION_LIST_MESSAGES.badDate, errors: { from: TRANSACTION_LIST_MESSAGES.badDate } });
    });

    it("answers the orders of the range newest first in the documented shape", async () => {
      const res = await server.request(`/school/reports/txn/list?${RANGE}`, { session: sessions.reports });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", from: "2032-03-01", to: "2032-03-31", next: null });
      const transactions = res.body!.transactions as Record<string, unknown>[];
      expect(transactions.map((r) => r.order_id)).toEqual([ids.check, ids.cash, ids.card]);
      expect(transactions[2]).toEqual({
        txn_id: expect.any(Number),
        order_id: ids.card,
        // An instant with the company's offset (docs/product/reports-and-time-zones.md):
        // America/Chicago, standard time.
        txn_date: "2032-03-02T04:00:00-06:00",
        status: "PAID",
        payment_method: "card",
        amount: "25.00",
        payor: "Casey Card",
        payee: expect.stringMatching(/^Payee /),
        parent_company: school.name,
      });
    });

    it("searches, filters by status and method, and pages with ?after=", async () => {
      const get = async (query: string) =>
        ((await server.request(`/school/reports/txn/list?${RANGE}&${query}`, { session: sessions.reports })).body!.transactions as {
          order_id: number;
        }[]).map((r) => r.order_id);
      expect(await get("search=4242")).toEqual([ids.card]);
      expect(await get("search=chris")).toEqual([ids.cash]);
      expect(await get("status=PARTIAL")).toEqual([ids.check]);
      expect(await get("method=cash,check")).toEqual([ids.check, ids.cash]);
      const first = await server.request(`/school/reports/txn/list?${RANGE}&page_size=2`, { session: sessions.reports });
      const next = first.body!.next as string;
      expect(next).toEqual(expect.any(String));
      expect(await get(`page_size=2&after=${next}`)).toEqual([ids.card]);
    });
  });

  describe("GET /{module}/reports/txn/totals", () => {
    it("refuses a signed-out caller (401) and staff without reports.view (403)", async () => {
      expect((await server.request(`/school/reports/txn/totals?${RANGE}`)).status).toBe(401);
      const res = await server.request(`/school/reports/txn/totals?${RANGE}`, { session: sessions.terminal });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
    });

    it("answers the count and the money by tender in the documented shape, and one tender with ?method=", async () => {
      const res = await server.request(`/school/reports/txn/totals?${RANGE}`, { session: sessions.reports });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "success",
        count: 3,
        amount: "42.00",
        by_method: { card: "25.00", cash: "10.00", check: "7.00" },
        from: "2032-03-01",
        to: "2032-03-31",
      });
      const cash = await server.request(`/school/reports/txn/totals?${RANGE}&method=cash`, { session: sessions.reports });
      expect(cash.body).toMatchObject({ count: 1, amount: "10.00", by_method: { card: "0.00", cash: "10.00", check: "0.00" } });
    });

    it("answers 400 with the message for a bad date", async () => {
      const res = await server.request(`/school/reports/txn/totals?to=2032-13-01`, { session: sessions.reports });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: "error", message: TRANSACTION_LIST_MESSAGES.badDate });
    });
  });

  describe("GET /{module}/reports/txn/export.csv", () => {
    it("is the only way to the file: the procedure over /trpc refuses to stream (415, no rows)", async () => {
      const input = encodeURIComponent(JSON.stringify({ json: { module: "school", from: "2032-03-01", to: "2032-03-31" } }));
      const res = await server.request(`/trpc/transactions.export?input=${input}`, { session: sessions.reports });
      // tRPC refuses a stream in a plain request (415); the file comes only from export.csv.
      expect(res.status).toBe(415);
      expect(res.text).not.toContain("Casey Card");
    });


    it("refuses a signed-out caller (401) and staff without reports.view (403) in JSON", async () => {
      expect((await server.request(`/school/reports/txn/export.csv?${RANGE}`)).status).toBe(401);
      const res = await server.request(`/school/reports/txn/export.csv?${RANGE}`, { session: sessions.terminal });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
    });

    it("downloads the filtered rows as CSV", async () => {
      const res = await server.request(`/school/reports/txn/export.csv?${RANGE}&method=card,cash`, { session: sessions.reports });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toBe('attachment; filename="transactions-2032-03-01-to-2032-03-31.csv"');
      const lines = res.text.trimEnd().split("\r\n");
      expect(lines).toHaveLength(3);
      // One row per order line in the columns of docs/product/reports-and-time-zones.md.
      expect(lines[0]).toBe(
        "order_id,txn_date,payor,payor_email,student_external_id,student_name,item_code,title,category,account,account_name,sub_account,sub_account_name,payee,method,card_brand,card_last4,check_number,quantity,amount,fee,tax,refunded,status",
      );
      expect(lines[1]).toMatch(new RegExp(`^${ids.cash},2032-03-05T05:00:00-06:00,Chris Cash,.*,cash,,,,1,10.00,0.00,0.00,0.00,PAID$`));
      expect(lines[2]).toMatch(new RegExp(`^${ids.card},2032-03-02T04:00:00-06:00,Casey Card,.*,card,visa,4242,,1,25.00,0.00,0.00,0.00,PAID$`));
    });
  });
});
