/**
 * What a parent or a guest may not do at checkout, over HTTP: remove the convenience fees (a staff
 * choice at the terminal), pay the rest of an order without fees, and run card numbers through the
 * guest checkout one decline after another.
 */
import { CHECKOUT_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, checkoutShop, idempotencyKey, type CheckoutShop } from "../src/checkout.ts";
import { describeDb, type FixtureUser } from "../src/harness.ts";
import { sessionCookie, startTestServer, type TestServer } from "../src/http.ts";

describeDb("checkout limits for parents and guests over HTTP", (t) => {
  const setup = checkoutShop(t);
  let server: TestServer;
  let shop: CheckoutShop;

  beforeAll(async () => {
    await setup.startGateway();
    server = await startTestServer(t.db);
    shop = await setup.shop();
  });
  afterAll(async () => {
    await server.close();
    await setup.stopGateway();
  });

  async function signIn(user: FixtureUser): Promise<string> {
    const res = await server.request("/login", { json: { email: user.email, password: user.password } });
    expect(res.status).toBe(200);
    return sessionCookie(res)!.value;
  }

  const go = (json: Record<string, unknown>, init: { session?: string; cookie?: string; clientIp?: string } = {}) =>
    server.request("/pay/process/go", {
      json: { idempotency_key: idempotencyKey(), ...json },
      session: init.session,
      headers: init.cookie ? { cookie: `paydesk_cart=${init.cookie}` } : {},
      ...(init.clientIp ? { clientIp: init.clientIp } : {}),
    });

  /** A $75.00 item with a $1.50 convenience fee: $76.50 with fees. */
  const feeItem = () => setup.item(shop, { amountCents: 7500, feeType: "FIXED", feeCents: 150 });

  async function guestCart(itemId: number, clientIp?: string): Promise<string> {
    const put = await server.request(`/pay/put/${itemId}`, { method: "PUT", json: { student_id: "NA" }, ...(clientIp ? { clientIp } : {}) });
    expect(put.status).toBe(200);
    return /paydesk_cart=([^;]+)/.exec(put.setCookies.join(";"))![1]!;
  }

  describe("removing convenience fees", () => {
    it("refuses a guest's remove_conv_fees=1 with a 400 on the field and charges nothing; unticked, the guest pays $76.50", async () => {
      const cookie = await guestCart((await feeItem()).id);
      const refused = await go(cardPayment(CARDS.visa, { remove_conv_fees: "1" }), { cookie });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: "error", message: CHECKOUT_MESSAGES.feesStaffOnly, errors: { remove_conv_fees: CHECKOUT_MESSAGES.feesStaffOnly } });
      const paid = await go(cardPayment(CARDS.visa, { remove_conv_fees: "0" }), { cookie });
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: "success", amount_charged: "76.50" });
    });

    it("refuses a parent's remove_conv_fees=1 (JSON true or form 1) and charges the fees when it is left out", async () => {
      const parentUser = await t.fixtures.user({ kind: "PARENT", company: shop.school });
      await setup.addToCart({ userId: parentUser.id, purpose: "PARENT" }, (await feeItem()).id);
      const session = await signIn(parentUser);
      const asJson = await go(cardPayment(CARDS.visa, { remove_conv_fees: true }), { session });
      expect(asJson.status).toBe(400);
      expect(asJson.body).toMatchObject({ message: CHECKOUT_MESSAGES.feesStaffOnly });
      const asForm = await server.request("/pay/process/go", { form: { ...cardPayment(CARDS.visa), remove_conv_fees: "1", idempotency_key: idempotencyKey() }, session });
      expect(asForm.status).toBe(400);
      const paid = await go(cardPayment(CARDS.visa), { session });
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ amount_charged: "76.50" });
    });

    it("refuses remove_conv_fees=1 when a guest or a parent pays the rest of a partial authorization", async () => {
      const cookie = await guestCart((await setup.item(shop, { amountCents: 2001 })).id);
      const partial = await go(cardPayment(CARDS.partial), { cookie });
      expect(partial.body).toMatchObject({ status: "partial", amount_due: "10.01" });
      const { order_id: orderId, receipt_token: token } = partial.body as { order_id: number; receipt_token: string };
      const rest = (extra: Record<string, unknown>) =>
        server.request(`/pay/order-summary/${orderId}/${token}`, { json: { amount: "10.01", ...cardPayment(CARDS.visa, extra), idempotency_key: idempotencyKey() } });
      const refused = await rest({ remove_conv_fees: "1" });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: CHECKOUT_MESSAGES.feesStaffOnly });
      expect((await rest({ remove_conv_fees: "0" })).status).toBe(200);

      const parentUser = await t.fixtures.user({ kind: "PARENT", company: shop.school });
      await setup.addToCart({ userId: parentUser.id, purpose: "PARENT" }, (await setup.item(shop, { amountCents: 2001 })).id);
      const session = await signIn(parentUser);
      const parentPartial = await go(cardPayment(CARDS.partial), { session });
      const parentRest = await server.request(`/parent/order-summary/${parentPartial.body!.order_id}`, {
        json: { amount: "10.01", ...cardPayment(CARDS.visa, { remove_conv_fees: "1" }), idempotency_key: idempotencyKey() },
        session,
      });
      expect(parentRest.status).toBe(400);
      expect(parentRest.body).toMatchObject({ message: CHECKOUT_MESSAGES.feesStaffOnly });
    });
  });
});
