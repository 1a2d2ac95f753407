/**
 * Receipts over HTTP (docs/product/checkout-and-payments.md, Receipts): /pay/receipt/{orderId}/view
 * for a signed-in reader, /pay/receipt/{orderId}/{token}/view for a token holder, the `.pdf`
 * variants, and the two send calls. Refusals first: signed out 401, another school 403, a wrong
 * token or unknown order 404 with the product's message, a bad address 400 with the product's message.
 */
import { newReceiptToken } from "@paydesk/services";
import { AUTH_MESSAGES, PAYMENT_MESSAGES, RECEIPT_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, uniqueSuffix, type FixtureCompany } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("receipts over HTTP", (t) => {
  let server: TestServer;
  let school: FixtureCompany;
  let order: { id: number; token: string; email: string };
  const sessions = { staff: "", otherSchool: "", control: "" };

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const f = t.fixtures;
    school = await f.company();
    const s = uniqueSuffix();
    const payee = await f.payee(school);
    const item = await t.db.item.create({ data: { companyId: school.id, code: `HR${s}`.toUpperCase(), slug: `hr-${s}`, title: "Field trip", settlementAccountId: payee.id } });
    const { token, hash } = newReceiptToken();
    const email = `hr-${s}@receipts.test`;
    const created = await t.db.order.create({
      data: {
        companyId: school.id,
        source: "TERMINAL",
        status: "PAID",
        payerName: "Robin Receipt",
        payerEmail: email,
        subtotalCents: 2500,
        totalCents: 2500,
        paidCents: 2500,
        receiptTokenHash: hash,
        lines: { create: [{ itemId: item.id, itemCode: item.code, title: item.title, quantity: 1, amountCents: 2500, totalCents: 2500 }] },
        payments: { create: [{ method: "CHECK", amountCents: 2500, checkNumber: "7001" }] },
      },
    });
    order = { id: created.id, token, email };
    const signIn = async (user: { email: string; password: string }) => signInOverHttp(server, user.email, user.password);
    sessions.staff = await signIn(await f.user({ company: school, permissions: ["terminal.manage"], label: "hr-staff" }));
    sessions.otherSchool = await signIn(await f.user({ permissions: ["terminal.manage", "reports.view"], label: "hr-other" }));
    sessions.control = await signIn(await f.user({ kind: "CONTROL", label: "hr-control" }));
  });
  afterAll(() => server?.close());

  describe("GET /pay/receipt/{orderId}/view", () => {
    it("answers the receipt to staff of the order's school, in the documented snake_case with dollar strings", async () => {
      const res = await server.request(`/pay/receipt/${order.id}/view`, { session: sessions.staff });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: "success",
        receipt: {
          order_id: order.id,
          status: "PAID",
          company: { company_id: school.id, name: school.name },
          payor: { name: "Robin Receipt", email: order.email },
          lines: [{ title: "Field trip", quantity: 1, amount: "25.00", total: "25.00" }],
          payments: [{ method: "CHECK", amount: "25.00", check_number: "7001", card_brand: null, card_last4: null }],
          total: "25.00",
          paid: "25.00",
          due: "0.00",
        },
      });
    });

    it("refuses signed-out callers (401), another school's staff (403), unknown and unreadable ids", async () => {
      const signedOut = await server.request(`/pay/receipt/${order.id}/view`);
      expect([signedOut.status, signedOut.body]).toEqual([401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
      const other = await server.request(`/pay/receipt/${order.id}/view`, { session: sessions.otherSchool });
      expect([other.status, other.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
      const unknown = await server.request(`/pay/receipt/2000000000/view`, { session: sessions.control });
      expect([unknown.status, unknown.body?.message]).toEqual([404, PAYMENT_MESSAGES.orderIdUnknown]);
      const unreadable = await server.request(`/pay/receipt/abc/view`, { session: sessions.control });
      expect([unreadable.status, unreadable.body?.message]).toEqual([400, PAYMENT_MESSAGES.orderIdUnknown]);
    });
  });

  describe("GET /pay/receipt/{orderId}/{token}/view", () => {
    it("answers anyone holding the token, without a sign-in", async () => {
      const res = await server.request(`/pay/receipt/${order.id}/${order.token}/view`);
      expect(res.status).toBe(200);
      expect((res.body?.receipt as { order_id: number }).order_id).toBe(order.id);
    });

    it("answers a wrong token like an unknown order (404)", async () => {
      const res = await server.request(`/pay/receipt/${order.id}/${"A".repeat(43)}/view`);
      expect([res.status, res.body]).toEqual([404, { status: "error", message: PAYMENT_MESSAGES.orderIdUnknown }]);
    });

    it("answers a browser asking for HTML with the web app's page, not JSON", async () => {
      const res = await server.request(`/pay/receipt/${order.id}/${order.token}/view`, { headers: { accept: "text/html" } });
      expect(res.body?.receipt).toBeUndefined();
    });
  });

  describe("the .pdf variants", () => {
    it("answer application/pdf naming the order, by sign-in or by token", async () => {
      for (const [path, session] of [
        [`/pay/receipt/${order.id}/view.pdf`, sessions.staff],
        [`/pay/receipt/${order.id}/${order.token}/view.pdf`, undefined],
      ] as const) {
        const res = await server.request(path, { session });
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/pdf");
        expect(res.headers.get("content-disposition")).toBe(`inline; filename="receipt-${order.id}.pdf"`);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect(res.text.startsWith("%PDF-")).toBe(true);
      }
    });

    it("refuse like the views: 401, 403, 404 as JSON", async () => {
      expect((await server.request(`/pay/receipt/${order.id}/view.pdf`)).status).toBe(401);
      expect((await server.request(`/pay/receipt/${order.id}/view.pdf`, { session: sessions.otherSchool })).status).toBe(403);
      const wrong = await server.request(`/pay/receipt/${order.id}/wrong-token/view.pdf`);
      expect([wrong.status, wrong.body]).toEqual([404, { status: "error", message: PAYMENT_MESSAGES.orderIdUnknown }]);
    });
  });

  describe("sending", () => {
    const outbox = (to: string) => t.db.outboundEmail.findMany({ where: { toAddress: to } });

    it("GET /pay/receipt/{orderId}/send e-mails the order's address", async () => {
      const res = await server.request(`/pay/receipt/${order.id}/send`, { session: sessions.staff });
      expect([res.status, res.body]).toEqual([200, { status: "success", message: RECEIPT_MESSAGES.sent, sent_to: order.email }]);
      expect(await outbox(order.email)).toHaveLength(1);
    });

    it("GET /pay/receipt/{orderId}/{email}/send e-mails another address, and refuses a bad one with the product's message", async () => {
      const other = `copy-${uniqueSuffix()}@receipts.test`;
      const res = await server.request(`/pay/receipt/${order.id}/${encodeURIComponent(other)}/send`, { session: sessions.control });
      expect([res.status, res.body?.sent_to]).toEqual([200, other]);
      expect(await outbox(other)).toHaveLength(1);
      const bad = await server.request(`/pay/receipt/${order.id}/not-an-address/send`, { session: sessions.control });
      expect([bad.status, bad.body?.message]).toEqual([400, PAYMENT_MESSAGES.invalidEmail]);
    });

    it("refuses signed-out callers, other schools, and a cross-site browser request", async () => {
      expect((await server.request(`/pay/receipt/${order.id}/send`)).status).toBe(401);
      expect((await server.request(`/pay/receipt/${order.id}/send`, { session: sessions.otherSchool })).status).toBe(403);
      const crossSite = await server.request(`/pay/receipt/${order.id}/send`, {
        session: sessions.staff,
        headers: { origin: "https://evil.test", "sec-fetch-site": "cross-site" },
      });
      expect(crossSite.status).toBe(403);
    });
  });
});
