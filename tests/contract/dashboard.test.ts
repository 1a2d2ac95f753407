/**
 * The dashboard over HTTP (docs/product/dashboard-images-promotions.md,
 * docs/product/documented-calls.md): the widget calls answer {status, content_html}, the latest
 * transaction its summary fields, the tweets {status, tweets}. Refusals first: signed out 401, a
 * role without the widget's area 403 (the others still answer), a range the dashboard does not
 * offer 400 under the query's field name.
 */
import { formatCents, isoInZone } from "@paydesk/domain";
import { AUTH_MESSAGES, DASHBOARD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, type FixtureCompany } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";
import { orderMaker, type OrderMaker } from "../src/transaction-orders.ts";

const WIDGETS = [
  "/school/dashboard/txn?date_range=7d",
  "/school/dashboard/leaderboard-topschools?date_range=7d",
  "/school/dashboard/widget/sales-by-item?date_range=7d",
  "/school/dashboard/widget/sales-by-method?date_range=7d",
  "/school/dashboard/widget/fees-collected?date_range=7d",
] as const;
const SELLING_OUT = "/school/dashboard/widget/items-selling-out";

describeDb("dashboard over HTTP", (t) => {
  let server: TestServer;
  let school: FixtureCompany;
  let make: OrderMaker;
  const orders: number[] = [];
  const sessions = { reader: "", stock: "", terminal: "" };

  /** An order a minute ago with its payment's ledger rows (what checkout books: 12.50 sale, 0.75 fee). */
  async function bookedOrder(method: "CARD" | "CASH", payerName: string): Promise<number> {
    const orderId = await make({ createdAt: new Date(Date.now() - 60_000), payerName, paidCents: 1325, payments: [{ method }] });
    const order = await t.db.order.findUniqueOrThrow({ where: { id: orderId }, include: { lines: true, payments: true } });
    const [line, payment] = [order.lines[0]!, order.payments[0]!];
    await t.db.ledgerEntry.createMany({
      data: [
        { orderId, paymentId: payment.id, orderLineId: line.id, settlementAccountId: line.settlementAccountId, kind: "SALE", amountCents: 1250 },
        { orderId, paymentId: payment.id, orderLineId: line.id, settlementAccountId: line.settlementAccountId, kind: "FEE", amountCents: 75 },
      ],
    });
    return orderId;
  }

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const f = t.fixtures;
    school = await f.company();
    make = await orderMaker(t.db, school);
    orders.push(await bookedOrder("CARD", "Casey Card"), await bookedOrder("CASH", "Chris Cash"));
    const item = await t.db.item.findFirstOrThrow({ where: { companyId: school.id } });
    await t.db.item.update({ where: { id: item.id }, data: { quantityAvailable: 10, quantitySold: 9 } });
    const signIn = async (user: { email: string; password: string }) => signInOverHttp(server, user.email, user.password);
    sessions.reader = await signIn(await f.user({ company: school, permissions: ["dashboard.view", "reports.view", "items.view"], label: "db-reader" }));
    sessions.stock = await signIn(await f.user({ company: school, permissions: ["dashboard.view", "items.view"], label: "db-stock" }));
    sessions.terminal = await signIn(await f.user({ company: school, permissions: ["terminal.manage"], label: "db-terminal" }));
  });
  afterAll(() => server?.close());

  describe("refusals", () => {
    it("answers 401 to a signed-out caller on every call", async () => {
      for (const path of [...WIDGETS, SELLING_OUT, "/api/tweets"]) expect((await server.request(path)).status, path).toBe(401);
      expect((await server.request("/school/reports/txn/first", { method: "POST", json: {} })).status).toBe(401);
    });

    it("answers 403 with the access-denied message to a role without the widget's area, while its other widget answers", async () => {
      for (const path of WIDGETS) {
        const res = await server.request(path, { session: sessions.stock });
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
      }
      expect((await server.request("/school/reports/txn/first", { method: "POST", json: {}, session: sessions.stock })).status).toBe(403);
      expect((await server.request(SELLING_OUT, { session: sessions.stock })).status).toBe(200);
      expect((await server.request(WIDGETS[0], { session: sessions.terminal })).status).toBe(403);
      expect((await server.request("/vendor/dashboard/txn", { session: sessions.reader })).status).toBe(403);
    });

    it("answers 400 for a range the dashboard does not offer, under date_range", async () => {
      const res = await server.request("/school/dashboard/txn?date_range=1y", { session: sessions.reader });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: "error", message: DASHBOARD_MESSAGES.badRange, errors: { date_range: DASHBOARD_MESSAGES.badRange } });
    });
  });

  describe("answers", () => {
    it("GET /{module}/dashboard/txn answers {status, content_html} with the range's orders and amount", async () => {
      const res = await server.request("/school/dashboard/txn?date_range=7d", { session: sessions.reader });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body!).sort()).toEqual(["content_html", "status"]);
      expect(res.body!.status).toBe("success");
      expect(res.body!.content_html).toContain(`: 2 orders, ${formatCents(2650)}`);
      // Without a range: the last 30 days.
      const plain = await server.request("/school/dashboard/txn", { session: sessions.reader });
      expect((plain.body!.content_html as string).match(/<tr>/g)).toHaveLength(31);
    });

    it("GET the leaderboard and the other widgets: the school, the item, each method, the fees, the item selling out", async () => {
      const html = async (path: string) => {
        const res = await server.request(path, { session: sessions.reader });
        expect(res.status, path).toBe(200);
        expect(res.body!.status).toBe("success");
        return res.body!.content_html as string;
      };
      expect(await html(WIDGETS[1])).toContain(`<td>${school.name}</td><td>2</td><td>${formatCents(2650)}</td>`);
      expect(await html(WIDGETS[2])).toContain(`<td>${make.itemCode}</td><td>2</td><td>${formatCents(2500)}</td>`);
      const methods = await html(WIDGETS[3]);
      expect(methods).toContain(`<td>Card</td><td>${formatCents(1325)}</td>`);
      expect(methods).toContain(`<td>Cash</td><td>${formatCents(1325)}</td>`);
      expect(await html(WIDGETS[4])).toContain(`<td>${formatCents(150)}</td><td>2</td><td>${formatCents(2650)}</td>`);
      expect(await html(SELLING_OUT)).toContain(`<td>${make.itemCode}</td><td>9 of 10</td><td>1</td>`);
    });

    it("POST /{module}/reports/txn/first answers the newest order in the documented shape", async () => {
      const res = await server.request("/school/reports/txn/first", { method: "POST", json: {}, session: sessions.reader });
      expect(res.status).toBe(200);
      const newest = await t.db.order.findUniqueOrThrow({ where: { id: orders[1]! }, include: { payments: true } });
      expect(res.body).toEqual({
        status: "success",
        txn_id: newest.payments[0]!.id,
        order_id: newest.id,
        parent_company: school.name,
        payee: make.payeeName,
        payor: "Chris Cash",
        txn_date: isoInZone(newest.createdAt, "America/Chicago"),
        txn_status: "PAID",
        payment_method: "cash",
        amount: "13.25",
      });
      // To the second, with the offset of the company's zone (the platform's, Chicago:
      // docs/product/reports-and-time-zones.md).
      expect(res.body!.txn_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[56]:00$/);
      expect(Date.parse(res.body!.txn_date as string)).toBe(Math.floor(newest.createdAt.getTime() / 1000) * 1000);
    });

    it("GET /api/tweets answers {status, tweets: [{message, url}]}", async () => {
      await t.db.dashboardTweet.create({ data: { message: "Contract tweet", url: "/school/dashboard", position: -5000 } });
      const res = await server.request("/api/tweets", { session: sessions.reader });
      expect(res.status).toBe(200);
      expect(res.body!.status).toBe("success");
      const tweets = res.body!.tweets as { message: string; url: string }[];
      expect(tweets).toContainEqual({ message: "Contract tweet", url: "/school/dashboard" });
      for (const tweet of tweets) expect(Object.keys(tweet).sort()).toEqual(["message", "url"]);
    });
  });
});
