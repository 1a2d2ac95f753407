/**
 * Production is not the demo (docs/product/demo-and-production.md), over HTTP:
 * - no simulator is mounted: the gateway simulator's charge and refund calls, the SIS simulator,
 *   the channel simulator and the public page of a post (`/e/post/{id}`) are 404s;
 * - without a card gateway every card path answers 503 "Card payments are not set up." (REST
 *   shims and tRPC alike) and charges nothing, while cash and check are still taken.
 * The empty-database side (no demo account, the first-administrator hint) is main.int.test.ts's.
 */
import { configurePaymentGateway } from "@paydesk/services";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, cashPayment, checkPayment, checkoutShop, idempotencyKey, type CheckoutShop } from "../src/checkout.ts";
import { describeDb, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

const NOT_SET_UP = { status: "error", message: "Card payments are not set up." };

describeDb("production mode over HTTP", (t) => {
  const setup = checkoutShop(t);
  let production: TestServer;
  let demo: TestServer;
  let shop: CheckoutShop;
  /** An order a partial card authorization left with an amount due, made while a gateway was set up. */
  let partial: { orderId: number; session: string };

  const signIn = (server: TestServer, user: FixtureUser) => signInOverHttp(server, user.email, user.password);

  async function clerkWithCart(amountCents = 2500) {
    const user = await setup.clerkUser(shop.school);
    const item = await setup.item(shop, { amountCents });
    await setup.addToTerminalCart(user.id, item.id);
    return { user, item, session: await signIn(production, user) };
  }

  const terminal = (session: string, json: Record<string, unknown>) =>
    production.request("/pay/process/terminal-cart", { json: { idempotency_key: idempotencyKey(), ...json }, session });

  beforeAll(async () => {
    production = await startTestServer(t.db, { demo: false });
    demo = await startTestServer(t.db, { demo: true });
    shop = await setup.shop();
    await setup.startGateway();
    const clerk = await clerkWithCart(2001);
    const res = await terminal(clerk.session, cardPayment(CARDS.partial));
    expect(res.body).toMatchObject({ status: "partial", amount_due: "10.01" });
    partial = { orderId: res.body!.order_id as number, session: clerk.session };
    // From here on, as a production start without GATEWAY_URL configures it.
    configurePaymentGateway("none");
  });
  afterAll(async () => {
    await production.close();
    await demo.close();
    await setup.stopGateway();
  });

  describe("no simulator is mounted", () => {
    const probes: [string, "GET" | "POST", string, Record<string, unknown> | undefined][] = [
      ["the gateway simulator's charge", "POST", "/simulators/gateway/charge", { amount: 100, card: { number: CARDS.visa }, idempotency_key: "k1" }],
      ["the gateway simulator's refund", "POST", "/simulators/gateway/refund", { transaction_id: "t1", amount: 100, idempotency_key: "k2" }],
      ["the channel simulator", "POST", "/simulators/channels/facebook/post", { message: "From Lincoln High School" }],
      ["the SIS simulator", "GET", "/simulators/sis/powerschool/students", undefined],
      ["the public page of a post", "GET", "/e/post/1", undefined],
    ];

    it.each(probes)("answers 404 for %s (the demo serves it)", async (_, method, path, json) => {
      const refused = await production.request(path, { method, json });
      expect(refused.status).toBe(404);
      // The same request reaches the simulator in the demo: the 404 is production's doing.
      const served = await demo.request(path, { method, json });
      expect(served.text).not.toEqual(refused.text);
    });
  });

  describe("card payments without a gateway", () => {
    it("refuses a card at the terminal with 503 and charges nothing; the cart keeps its line", async () => {
      const { session, user } = await clerkWithCart();
      const orders = await t.db.order.count({ where: { companyId: shop.school.id } });
      const res = await terminal(session, cardPayment(CARDS.visa));
      expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: NOT_SET_UP });
      expect(await t.db.order.count({ where: { companyId: shop.school.id } })).toBe(orders);
      // The same cart is then paid in cash.
      const cash = await terminal(session, cashPayment());
      expect(cash.status).toBe(200);
      expect(cash.body).toMatchObject({ status: "success", amount_charged: "25.00" });
      expect(user.id).toBeGreaterThan(0);
    });

    it("takes a check at the terminal", async () => {
      const { session } = await clerkWithCart(1200);
      const res = await terminal(session, checkPayment("1001"));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", amount_charged: "12.00" });
    });

    it("refuses a guest's and a parent's card checkout with 503", async () => {
      const item = await setup.item(shop, { amountCents: 1275 });
      const put = await production.request(`/pay/put/${item.id}`, { method: "PUT", json: { student_id: "NA" } });
      expect(put.status).toBe(200);
      const cookie = /paydesk_cart=([^;]+)/.exec(put.setCookies.join(";"))![1]!;
      const guest = await production.request("/pay/process/go", {
        json: { idempotency_key: idempotencyKey(), ...cardPayment(CARDS.visa) },
        headers: { cookie: `paydesk_cart=${cookie}` },
      });
      expect({ status: guest.status, body: guest.body }).toEqual({ status: 503, body: NOT_SET_UP });

      const parentUser = await t.fixtures.user({ kind: "PARENT", company: shop.school });
      await setup.addToCart({ userId: parentUser.id, purpose: "PARENT" }, (await setup.item(shop, { amountCents: 500 })).id);
      const parent = await production.request("/pay/process/go", {
        json: { idempotency_key: idempotencyKey(), ...cardPayment(CARDS.visa) },
        session: await signIn(production, parentUser),
      });
      expect({ status: parent.status, body: parent.body }).toEqual({ status: 503, body: NOT_SET_UP });
    });

    it("refuses paying the rest by card with 503, and takes it in cash", async () => {
      const path = `/school/virtual-terminal/order-summary/${partial.orderId}`;
      const card = await production.request(path, {
        json: { payee: shop.payee.id, amount: "10.01", ...cardPayment(CARDS.visa), idempotency_key: idempotencyKey() },
        session: partial.session,
      });
      expect({ status: card.status, body: card.body }).toEqual({ status: 503, body: NOT_SET_UP });
      const cash = await production.request(path, {
        json: { payee: shop.payee.id, amount: "10.01", ...cashPayment(), idempotency_key: idempotencyKey() },
        session: partial.session,
      });
      expect(cash.status).toBe(200);
      expect(cash.body).toMatchObject({ status: "success", amount_charged: "10.01" });
    });

    it("answers tRPC's SERVICE_UNAVAILABLE with the same message", async () => {
      const { session } = await clerkWithCart();
      const res = await production.request("/trpc/checkout.terminal", {
        json: { json: { module: "school", idempotencyKey: idempotencyKey(), ...cardPayment(CARDS.visa) } },
        session,
      });
      expect(res.status).toBe(503);
      const error = (res.body as { error: { json: { message: string; data: { code: string } } } }).error.json;
      expect({ message: error.message, code: error.data.code }).toEqual({ message: PAYMENT_MESSAGES.cardPaymentsNotSetUp, code: "SERVICE_UNAVAILABLE" });
    });
  });
});
