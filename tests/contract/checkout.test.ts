/**
 * The checkout calls of docs/product/checkout-and-payments.md over HTTP: POST
 * /pay/process/terminal-cart, POST /pay/process/go (parents, and guests by their cart cookie) and POST
 * /{module}/virtual-terminal/order-summary/{orderId} with the answers of its table (200
 * success and partial, 402 DECLINED, 502 GATEWAY_ERROR, 400 with errors, 401/403), the
 * idempotency key as a field or a header, the app's own gateway simulator mount, and the
 * server's logs searched for the card number and the security code.
 */
import { Writable } from "node:stream";
import { createLogger } from "@paydesk/server/logger";
import { AUTH_MESSAGES, PAYMENT_MESSAGES, finalPaymentErrorMessage } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, cashPayment, checkoutShop, idempotencyKey, type CheckoutShop } from "../src/checkout.ts";
import { describeDb, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("checkout over HTTP", (t) => {
  const setup = checkoutShop(t);
  let server: TestServer;
  let shop: CheckoutShop;
  const logLines: string[] = [];

  beforeAll(async () => {
    await setup.startGateway();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer(t.db, { logger: createLogger("debug", sink) });
    shop = await setup.shop();
  });
  afterAll(async () => {
    await server.close();
    await setup.stopGateway();
  });

  const signIn = (user: FixtureUser) => signInOverHttp(server, user.email, user.password);

  /** A signed-in clerk with one line in their terminal cart. */
  async function clerkWithCart(itemOptions: Parameters<typeof setup.item>[1] = { amountCents: 2500 }) {
    const user = await setup.clerkUser(shop.school);
    const item = await setup.item(shop, itemOptions);
    const line = await setup.addToTerminalCart(user.id, item.id);
    return { user, item, line, session: await signIn(user) };
  }

  const checkout = (session: string | undefined, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.request("/pay/process/terminal-cart", { json, session, headers });

  describe("POST /pay/process/terminal-cart", () => {
    it("answers an approved card 200 with order_id, amount_charged, receipt_token and redirect", async () => {
      const { session, line } = await clerkWithCart();
      const res = await checkout(session, { ...cardPayment(CARDS.visa), items: [line.id], idempotency_key: idempotencyKey() });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "success",
        order_id: expect.any(Number),
        amount_charged: "25.00",
        receipt_token: expect.any(String),
        redirect: `/school/virtual-terminal/success?order_id=${res.body!.order_id}`,
      });
    });

    it("takes form fields and the whole cart when no items are named", async () => {
      const { session } = await clerkWithCart({ amountCents: 1050 });
      const res = await server.request("/pay/process/terminal-cart", {
        form: { payment_method: "Cash", name: "Casey Cash", postal_code: "62701", remove_conv_fees: "1", idempotency_key: idempotencyKey() },
        session,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", amount_charged: "10.50" });
    });

    it("answers a partial authorization 200 with amount_due, and the order summary call pays the rest", async () => {
      const { session } = await clerkWithCart({ amountCents: 2001 });
      const res = await checkout(session, { ...cardPayment(CARDS.partial), idempotency_key: idempotencyKey() });
      expect(res.status).toBe(200);
      const orderId = res.body!.order_id as number;
      expect(res.body).toEqual({
        status: "partial",
        order_id: orderId,
        amount_charged: "10.00",
        amount_due: "10.01",
        receipt_token: expect.any(String),
        redirect: `/school/virtual-terminal/order-summary/${orderId}`,
      });

      const tooMuch = await server.request(`/school/virtual-terminal/order-summary/${orderId}`, {
        json: { payee: shop.payee.id, amount: "10.02", ...cardPayment(CARDS.visa), idempotency_key: idempotencyKey() },
        session,
      });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body).toMatchObject({ status: "error", message: PAYMENT_MESSAGES.payRestTooMuch, errors: { amount: PAYMENT_MESSAGES.payRestTooMuch } });
      const noAmount = await server.request(`/school/virtual-terminal/order-summary/${orderId}`, { json: { ...cardPayment(CARDS.visa) }, session });
      expect(noAmount.status).toBe(400);
      expect(noAmount.body).toMatchObject({ status: "error", message: PAYMENT_MESSAGES.amountRequired, errors: { amount: PAYMENT_MESSAGES.amountRequired } });

      const rest = await server.request(`/school/virtual-terminal/order-summary/${orderId}`, {
        json: { payee: shop.payee.id, amount: "10.01", ...cardPayment(CARDS.mc) },
        session,
        headers: { "Idempotency-Key": idempotencyKey() },
      });
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual({
        status: "success",
        order_id: orderId,
        amount_charged: "10.01",
        receipt_token: null,
        redirect: `/school/virtual-terminal/success?order_id=${orderId}`,
      });
    });

    it("answers a decline 402 with code DECLINED", async () => {
      const { session } = await clerkWithCart();
      const res = await checkout(session, { ...cardPayment(CARDS.declined), idempotency_key: idempotencyKey() });
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ status: "error", code: "DECLINED", message: PAYMENT_MESSAGES.declined });
    });

    it("answers an unavailable gateway 502 with code GATEWAY_ERROR and the contact-customer-service notice", async () => {
      const { session } = await clerkWithCart();
      const res = await checkout(session, { ...cardPayment(CARDS.unavailable), idempotency_key: idempotencyKey() });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ status: "error", code: "GATEWAY_ERROR", message: finalPaymentErrorMessage(PAYMENT_MESSAGES.gatewayUnavailable) });
    });

    it("answers bad input 400 with the product's messages per field", async () => {
      const { session } = await clerkWithCart();
      const res = await checkout(session, { payment_method: "card", cc_pan: "4111111111111112", cc_month: "13", cc_year: "30", name: "P", postal_code: "1" });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: "error",
        errors: expect.objectContaining({
          name: PAYMENT_MESSAGES.cardNameTooShort,
          street: PAYMENT_MESSAGES.streetRequired,
          postal_code: PAYMENT_MESSAGES.postalCodeLength,
          cc_pan: PAYMENT_MESSAGES.invalidCardNumber,
          cc_month: PAYMENT_MESSAGES.expiryInvalid,
        }),
      });
      const empty = await checkout(session, { ...cashPayment(), items: [] });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ status: "error", message: PAYMENT_MESSAGES.noItemsSelected });
    });

    it("answers a repeat with the same key (field or header) with the first answer", async () => {
      const { session } = await clerkWithCart();
      const key = idempotencyKey();
      const first = await checkout(session, cardPayment(CARDS.visa), { "Idempotency-Key": key });
      const again = await checkout(session, { ...cardPayment(CARDS.visa), idempotency_key: key });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const reused = await checkout(session, { ...cardPayment(CARDS.mc), idempotency_key: key });
      expect(reused.status).toBe(409);
    });

    it("answers 401 signed out and 403 without the terminal permission", async () => {
      const signedOut = await checkout(undefined, cashPayment());
      expect(signedOut.status).toBe(401);
      const reader = await signIn(await t.fixtures.user({ company: shop.school, permissions: ["reports.view"] }));
      const refused = await checkout(reader, cashPayment());
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
      const summary = await server.request("/school/virtual-terminal/order-summary/1", { json: { amount: "1.00", ...cashPayment() }, session: reader });
      expect(summary.status).toBe(403);
      const parent = await signIn(await t.fixtures.user({ kind: "PARENT", company: shop.school }));
      expect((await checkout(parent, cashPayment())).status).toBe(403);
    });
  });

  describe("POST /pay/process/go", () => {
    const go = (json: Record<string, unknown>, init: { session?: string; cookie?: string } = {}) =>
      server.request("/pay/process/go", { json: { idempotency_key: idempotencyKey(), ...json }, session: init.session, headers: init.cookie ? { cookie: `paydesk_cart=${init.cookie}` } : {} });

    it("lets a guest pay the cart their cookie holds (added through PUT /pay/put) and answers the success page by token", async () => {
      const item = await setup.item(shop, { amountCents: 1275 });
      const put = await server.request(`/pay/put/${item.id}`, { method: "PUT", json: { student_id: "NA" } });
      expect(put.status).toBe(200);
      const cookie = /paydesk_cart=([^;]+)/.exec(put.setCookies.join(";"))![1]!;
      const res = await go(cardPayment(CARDS.visa), { cookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "success",
        order_id: expect.any(Number),
        amount_charged: "12.75",
        receipt_token: expect.any(String),
        redirect: `/pay/success/${res.body!.order_id}/${res.body!.receipt_token}`,
      });
      // The paid line left the cart: nothing more to pay.
      const again = await go(cardPayment(CARDS.visa), { cookie });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ message: PAYMENT_MESSAGES.noItemsSelected });
    });

    it("lets a parent pay their cart; refuses cash online, a browser without a cart, and staff", async () => {
      const parentUser = await t.fixtures.user({ kind: "PARENT", company: shop.school });
      await setup.addToCart({ userId: parentUser.id, purpose: "PARENT" }, (await setup.item(shop, { amountCents: 500 })).id);
      const parent = await signIn(parentUser);
      const cash = await go(cashPayment(), { session: parent });
      expect(cash.status).toBe(400);
      const declined = await go(cardPayment(CARDS.declined), { session: parent });
      expect(declined.status).toBe(402);
      expect(declined.body).toEqual({ status: "error", code: "DECLINED", message: PAYMENT_MESSAGES.declined });
      const paid = await go(cardPayment(CARDS.visa), { session: parent });
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: "success", amount_charged: "5.00", redirect: `/parent/success?order_id=${paid.body!.order_id}` });
      expect((await go(cardPayment(CARDS.visa))).status).toBe(400);
      const staff = await clerkWithCart();
      expect((await go(cardPayment(CARDS.visa), { session: staff.session })).status).toBe(403);
    });
  });

  describe("the app's gateway simulator (POST /simulators/gateway/…)", () => {
    const charge = (number: string, key: string, amount = 1000) =>
      server.request("/simulators/gateway/charge", { json: { amount_cents: amount, card: { number, security_code: "123", exp_month: 12, exp_year: 2030 }, idempotency_key: key } });

    it("answers each test card number of the gateway simulator, idempotently per key, never echoing the number", async () => {
      const key = idempotencyKey();
      const approved = await charge(CARDS.visa, key);
      expect(approved.status).toBe(200);
      expect(approved.body).toEqual({ outcome: "approved", approved_cents: 1000, token: expect.stringMatching(/^tok_/), transaction_id: expect.stringMatching(/^txn_/) });
      expect((await charge(CARDS.visa, key)).body).toEqual(approved.body);
      expect((await charge(CARDS.mc, key)).status).toBe(409);
      expect((await charge(CARDS.partial, idempotencyKey(), 1001)).body).toMatchObject({ outcome: "partial", approved_cents: 500 });
      expect((await charge(CARDS.declined, idempotencyKey())).body).toEqual({ outcome: "declined" });
      expect((await charge(CARDS.unavailable, idempotencyKey())).status).toBe(503);
      const voided = await server.request("/simulators/gateway/void", { json: { transaction_id: approved.body!.transaction_id, idempotency_key: idempotencyKey() } });
      expect(voided.body).toMatchObject({ outcome: "voided" });
      const bad = await server.request("/simulators/gateway/charge", { json: { amount_cents: 1, card: { number: "4111111111111111x" } } });
      expect(bad.status).toBe(400);
      expect(bad.text).not.toContain("4111");
    });
  });

  describe("logs", () => {
    it("never print the card number or the security code", async () => {
      const { session } = await clerkWithCart();
      const cvv = "739";
      await checkout(session, { ...cardPayment(CARDS.visa, { cc_cv: cvv }), idempotency_key: idempotencyKey() });
      await checkout(session, { ...cardPayment(CARDS.declined, { cc_cv: cvv }), idempotency_key: idempotencyKey() });
      await checkout(session, { ...cardPayment(CARDS.visa, { cc_cv: cvv, cc_month: "99" }), idempotency_key: idempotencyKey() });
      // A body that cannot be read: the parser's error must not echo it.
      await server.request("/pay/process/terminal-cart", { body: `{"cc_pan":"${CARDS.visa}","cc_cv":"${cvv}"`, headers: { "content-type": "application/json" }, session });
      expect(logLines.length).toBeGreaterThan(3);
      const logs = logLines.join("\n");
      expect(logs).not.toContain(CARDS.visa);
      expect(logs).not.toContain(CARDS.declined);
      expect(logs).not.toContain(`"${cvv}"`);
    });
  });
});
