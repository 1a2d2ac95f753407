/**
 * Collections over HTTP (our calls under `/control/operations/collections*`) and paying
 * the rest as the payer (`/parent/order-summary/{id}`, `/pay/order-summary/{id}/{token}`):
 * the answers' shapes, and the refusals (signed out 401, not control / not the payer 403, a wrong
 * token 404, bad input 400, nothing left 409).
 */
import { AUTH_MESSAGES, CHECKOUT_MESSAGES, COLLECTION_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, cashPayment, checkoutShop, idempotencyKey, type CheckoutShop } from "../src/checkout.ts";
import { describeDb } from "../src/harness.ts";
import { createTestOrder } from "../src/orders.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("collections and paying the rest over HTTP", (t) => {
  const setup = checkoutShop(t);
  let server: TestServer;
  let shop: CheckoutShop;
  const sessions = { control: "", admin: "", parent: "", otherParent: "" };
  let parentId: number;

  beforeAll(async () => {
    await setup.startGateway();
    server = await startTestServer(t.db);
    shop = await setup.shop();
    const control = await t.fixtures.user({ kind: "CONTROL", label: "coll-http-control" });
    const admin = await t.fixtures.user({ company: shop.school, permissions: ["terminal.manage", "reports.manage"], label: "coll-http-admin" });
    const parent = await t.fixtures.user({ kind: "PARENT", company: shop.school, label: "coll-http-parent" });
    const otherParent = await t.fixtures.user({ kind: "PARENT", company: shop.school, label: "coll-http-parent2" });
    parentId = parent.id;
    sessions.control = await signInOverHttp(server, control.email, control.password);
    sessions.admin = await signInOverHttp(server, admin.email, admin.password);
    sessions.parent = await signInOverHttp(server, parent.email, parent.password);
    sessions.otherParent = await signInOverHttp(server, otherParent.email, otherParent.password);
  });
  afterAll(async () => {
    await server?.close();
    await setup.stopGateway();
  });

  const list = (session: string, query = "") => server.request(`/control/operations/collections/list?company_id=${shop.school.id}${query}`, { session });

  describe("collections (control only)", () => {
    it("lists a partial order with its totals, reminds, and closes it with a memo", async () => {
      const order = await createTestOrder(t.db, shop.school, { status: "PARTIAL" });
      const res = await list(sessions.control);
      expect(res.status).toBe(200);
      const row = (res.body!.collections as Record<string, unknown>[]).find((r) => r.source === "PARTIAL_ORDER" && r.source_id === order.id);
      expect(row).toEqual({
        source: "PARTIAL_ORDER",
        source_id: order.id,
        company_id: shop.school.id,
        company: shop.school.name,
        order_id: order.id,
        payor: "Pat Payer",
        payor_email: order.payerEmail,
        what: expect.stringContaining("Donation"),
        amount_due: "31.00",
        since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        state: "DUE",
        reminders: 0,
        last_reminded_at: null,
      });
      expect(res.body).toMatchObject({ status: "success", count: expect.any(Number), amount_due: expect.stringMatching(/^\d+\.\d{2}$/) });
      expect(res.body!.totals).toEqual([{ company_id: shop.school.id, company: shop.school.name, count: res.body!.count, amount_due: res.body!.amount_due }]);

      const ref = { source: "PARTIAL_ORDER", source_id: String(order.id) };
      const reminded = await server.request("/control/operations/collections/remind", { json: ref, session: sessions.control });
      expect(reminded.status).toBe(200);
      expect(reminded.body).toEqual({ status: "success", message: COLLECTION_MESSAGES.reminderSent, sent_to: order.payerEmail });
      const after = await list(sessions.control, "&state=REMINDED");
      expect((after.body!.collections as Record<string, unknown>[]).find((r) => r.source_id === order.id)).toMatchObject({ state: "REMINDED", reminders: 1 });

      const short = await server.request("/control/operations/collections/resolve", { json: { ...ref, resolution: "COLLECTED", memo: "x" }, session: sessions.control });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({ status: "error", message: COLLECTION_MESSAGES.memoRequired });
      const closed = await server.request("/control/operations/collections/resolve", { json: { ...ref, resolution: "WRITTEN_OFF", memo: "Uncollectable" }, session: sessions.control });
      expect(closed.body).toEqual({ status: "success", message: COLLECTION_MESSAGES.writtenOff });
      const again = await server.request("/control/operations/collections/resolve", { json: { ...ref, resolution: "COLLECTED", memo: "Paid" }, session: sessions.control });
      expect(again.status).toBe(409);
    });

    it("marks a check returned, lists the order's checks, and the check's amount becomes due", async () => {
      const order = await createTestOrder(t.db, shop.school);
      const checks = await server.request(`/control/operations/collections/check-payments/${order.id}`, { session: sessions.control });
      expect(checks.status).toBe(200);
      const [check] = checks.body!.payments as Record<string, unknown>[];
      expect(check).toEqual({ payment_id: expect.any(Number), amount: "31.00", check_number: "1042", payer_name: "Pat Payer", returned: false });
      const marked = await server.request("/control/operations/collections/check-returned", { json: { payment_id: check!.payment_id, memo: "NSF" }, session: sessions.control });
      expect(marked.status).toBe(200);
      expect(marked.body).toEqual({ status: "success", message: COLLECTION_MESSAGES.checkReturned, check_return_id: expect.any(Number) });
      const rows = (await list(sessions.control, "&source=RETURNED_CHECK")).body!.collections as Record<string, unknown>[];
      expect(rows.find((r) => r.source_id === marked.body!.check_return_id)).toMatchObject({ order_id: order.id, amount_due: "31.00", what: "Returned check 1042" });
      const twice = await server.request("/control/operations/collections/check-returned", { json: { payment_id: check!.payment_id, memo: "NSF" }, session: sessions.control });
      expect(twice.status).toBe(409);
      expect(twice.body).toMatchObject({ message: COLLECTION_MESSAGES.alreadyReturned });
    });

    it("refuses everyone but control, signed-out callers, unknown and unreadable rows", async () => {
      expect((await server.request("/control/operations/collections/list")).status).toBe(401);
      expect((await server.request("/school/operations/collections/list", { session: sessions.admin })).status).toBe(403);
      expect((await server.request("/control/operations/collections/list", { session: sessions.admin })).status).toBe(403);
      expect((await server.request("/parent/operations/collections/list", { session: sessions.parent })).status).toBe(403);
      const unknown = await server.request("/control/operations/collections/remind", { json: { source: "FAILED_CHARGE", source_id: "2000000000" }, session: sessions.control });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ status: "error", message: COLLECTION_MESSAGES.unknown });
      const unreadable = await server.request("/control/operations/collections/remind", { json: { source: "FAILED_CHARGE", source_id: "abc" }, session: sessions.control });
      expect(unreadable.status).toBe(400);
      const badPayment = await server.request("/control/operations/collections/check-returned", { json: { payment_id: "x", memo: "NSF" }, session: sessions.control });
      expect(badPayment.status).toBe(400);
      expect(badPayment.body).toMatchObject({ message: COLLECTION_MESSAGES.unknownPayment });
    });
  });

  describe("paying the rest as the payer", () => {
    it("a guest reads the summary and pays the rest by card with the receipt token, once per key", async () => {
      const order = await createTestOrder(t.db, shop.school, { status: "PARTIAL" });
      const path = `/pay/order-summary/${order.id}/${order.token}`;
      const summary = await server.request(path);
      expect(summary.status).toBe(200);
      expect(summary.body).toMatchObject({ status: "success", order_id: order.id, order_status: "PARTIAL", total: "62.00", paid: "31.00", amount_due: "31.00" });
      expect((await server.request(`/pay/order-summary/${order.id}/wrong-token`)).status).toBe(404);

      const cash = await server.request(path, { json: { amount: "31.00", ...cashPayment(), idempotency_key: idempotencyKey() } });
      expect(cash.status).toBe(400);
      expect(cash.body).toMatchObject({ message: CHECKOUT_MESSAGES.cardOnly });
      const tooMuch = await server.request(path, { json: { amount: "31.01", ...cardPayment(CARDS.visa), idempotency_key: idempotencyKey() } });
      expect(tooMuch.status).toBe(400);

      const key = idempotencyKey();
      const paid = await server.request(path, { json: { amount: "31.00", ...cardPayment(CARDS.visa), idempotency_key: key } });
      expect(paid.status).toBe(200);
      expect(paid.body).toEqual({ status: "success", order_id: order.id, amount_charged: "31.00", receipt_token: null, redirect: `/pay/success/${order.id}/${order.token}` });
      const repeat = await server.request(path, { json: { amount: "31.00", ...cardPayment(CARDS.visa), idempotency_key: key } });
      expect(repeat.body).toEqual(paid.body);
      expect(await t.db.payment.count({ where: { orderId: order.id } })).toBe(2);
      expect((await server.request(path)).body).toMatchObject({ order_status: "PAID", amount_due: "0.00" });
      const nothing = await server.request(path, { json: { amount: "1.00", ...cardPayment(CARDS.visa), idempotency_key: idempotencyKey() } });
      expect(nothing.status).toBe(400);
      expect(nothing.body).toMatchObject({ message: CHECKOUT_MESSAGES.nothingDue });
    });

    it("the parent who paid pays the rest of their own order; another parent and staff are refused", async () => {
      const order = await createTestOrder(t.db, shop.school, { status: "PARTIAL", payerUserId: parentId });
      const path = `/parent/order-summary/${order.id}`;
      const signedOut = await server.request(path);
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toMatchObject({ status: "error", message: AUTH_MESSAGES.notSignedIn });
      expect((await server.request(path, { session: sessions.otherParent })).status).toBe(403);
      expect((await server.request(path, { session: sessions.admin })).status).toBe(403);
      expect((await server.request(path, { session: sessions.parent })).body).toMatchObject({ amount_due: "31.00" });
      const paid = await server.request(path, { json: { amount: "31.00", ...cardPayment(CARDS.mc), idempotency_key: idempotencyKey() }, session: sessions.parent });
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: "success", amount_charged: "31.00", redirect: `/parent/success?order_id=${order.id}` });
      expect(await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PAID", paidCents: 6200 });
      // Paid in full, it left the collections list by itself.
      const rows = (await list(sessions.control)).body!.collections as Record<string, unknown>[];
      expect(rows.some((r) => r.source === "PARTIAL_ORDER" && r.source_id === order.id)).toBe(false);
    });
  });
});
