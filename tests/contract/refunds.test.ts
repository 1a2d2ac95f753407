/**
 * The refund shim over HTTP (after-sale contract): POST
 * /{module}/reports/txn/{orderId}/refund `{payment_id, amount, reason, idempotency_key}` →
 * `{status, refund_id, kind, amount, order_status}`; a void before settlement, a refund after,
 * cash recorded, 400 with `errors` under the names sent, 401/403, and a repeat by the
 * Idempotency-Key header answered once. Orders are paid through the real checkout call first.
 */
import { AUTH_MESSAGES, REFUND_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, cashPayment, checkoutShop, idempotencyKey, type CheckoutShop } from "../src/checkout.ts";
import { describeDb } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("refunds over HTTP", (t) => {
  const setup = checkoutShop(t);
  let server: TestServer;
  let shop: CheckoutShop;
  let manager: string;
  let managerId: number;

  beforeAll(async () => {
    await setup.startGateway();
    server = await startTestServer(t.db);
    shop = await setup.shop();
    const user = await t.fixtures.user({ company: shop.school, label: "manager", permissions: ["reports.manage", "terminal.manage"] });
    managerId = user.id;
    manager = await signInOverHttp(server, user.email, user.password);
  });
  afterAll(async () => {
    await server.close();
    await setup.stopGateway();
  });

  /** A paid order (25.00) through POST /pay/process/terminal-cart; `daysAgo` moves its payment back past settlement. */
  async function paidOrder(payment: Record<string, unknown>, daysAgo = 0) {
    const item = await setup.item(shop, { amountCents: 2500 });
    await setup.addToTerminalCart(managerId, item.id);
    const res = await server.request("/pay/process/terminal-cart", { json: { ...payment, idempotency_key: idempotencyKey() }, session: manager });
    expect(res.status).toBe(200);
    const orderId = res.body!.order_id as number;
    const paid = await t.db.payment.findFirstOrThrow({ where: { orderId } });
    if (daysAgo) await t.db.payment.update({ where: { id: paid.id }, data: { createdAt: new Date(Date.now() - daysAgo * 86_400_000) } });
    return { orderId, paymentId: paid.id };
  }

  const refund = (orderId: number, json: Record<string, unknown>, options: { session?: string | undefined; headers?: Record<string, string> } = { session: manager }) =>
    server.request(`/school/reports/txn/${orderId}/refund`, { json, ...options });

  describe("POST /{module}/reports/txn/{orderId}/refund", () => {
    it("refunds part of a settled card payment: 200 with refund_id, kind, amount and order_status", async () => {
      const { orderId, paymentId } = await paidOrder(cardPayment(CARDS.visa), 2);
      const res = await refund(orderId, { payment_id: paymentId, amount: "10.00", reason: "Returned", idempotency_key: idempotencyKey() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "success", refund_id: expect.any(Number), kind: "REFUND", amount: "10.00", order_status: "PAID", message: REFUND_MESSAGES.refunded });
    });

    it("voids an unsettled card payment whole, and the order is VOID", async () => {
      const { orderId, paymentId } = await paidOrder(cardPayment(CARDS.mc));
      const part = await refund(orderId, { payment_id: paymentId, amount: "5.00", reason: "Wrong item", idempotency_key: idempotencyKey() });
      expect(part.status).toBe(400);
      expect(part.body).toMatchObject({ status: "error", message: REFUND_MESSAGES.voidOnlyBeforeSettlement, errors: { amount: REFUND_MESSAGES.voidOnlyBeforeSettlement } });
      const whole = await refund(orderId, { payment_id: paymentId, amount: "25.00", reason: "Wrong item", idempotency_key: idempotencyKey() });
      expect(whole.body).toMatchObject({ status: "success", kind: "VOID", amount: "25.00", order_status: "VOID" });
    });

    it("records a cash refund and answers a repeat of the Idempotency-Key header with the same refund", async () => {
      const { orderId, paymentId } = await paidOrder(cashPayment());
      const headers = { "idempotency-key": idempotencyKey() };
      const json = { payment_id: paymentId, amount: "25.00", reason: "Cancelled" };
      const first = await refund(orderId, json, { session: manager, headers });
      const again = await refund(orderId, json, { session: manager, headers });
      expect(first.body).toMatchObject({ status: "success", kind: "REFUND", order_status: "REFUNDED" });
      expect(again.body).toEqual(first.body);
      expect(await t.db.refund.count({ where: { orderId } })).toBe(1);
    });

    it("answers 400 with errors under the names sent: no reason, an unreadable amount, more than is left", async () => {
      const { orderId, paymentId } = await paidOrder(cashPayment());
      const noReason = await refund(orderId, { payment_id: paymentId, amount: "1.00" });
      expect(noReason.status).toBe(400);
      expect(noReason.body).toMatchObject({ status: "error", errors: { reason: REFUND_MESSAGES.reasonRequired } });
      const badAmount = await refund(orderId, { payment_id: paymentId, amount: "lots", reason: "x" });
      expect(badAmount.status).toBe(400);
      expect(badAmount.body).toMatchObject({ errors: { amount: REFUND_MESSAGES.amountInvalid } });
      const tooMuch = await refund(orderId, { payment_id: paymentId, amount: "25.01", reason: "x" });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body).toMatchObject({ message: "The refund cannot be more than what is left of this payment: $25.00." });
    });

    it("answers 401 signed out, 403 outside the order's subtree and without reports.manage, 404 for an unknown order", async () => {
      const { orderId, paymentId } = await paidOrder(cashPayment());
      const json = { payment_id: paymentId, amount: "1.00", reason: "x" };
      expect((await refund(orderId, json, { session: undefined })).status).toBe(401);
      const other = await t.fixtures.company({ kind: "SCHOOL" });
      const outsider = await t.fixtures.user({ company: other, label: "manager", permissions: ["reports.manage"] });
      const outside = await refund(orderId, json, { session: await signInOverHttp(server, outsider.email, outsider.password) });
      expect([outside.status, outside.body?.message]).toEqual([403, AUTH_MESSAGES.accessDenied]);
      const clerk = await setup.clerkUser(shop.school);
      expect((await refund(orderId, json, { session: await signInOverHttp(server, clerk.email, clerk.password) })).status).toBe(403);
      expect((await refund(2_000_000_000, json)).status).toBe(404);
      expect(await t.db.refund.count({ where: { orderId } })).toBe(0);
    });
  });
});
