/**
 * What a parent or a guest may not do at checkout, over HTTP: remove the convenience fees (a staff
 * choice at the terminal), pay the rest of an order without fees, and run card numbers through the
 * guest checkout one decline after another.
 */
import { CARD_TESTING_LIMITS } from "@paydesk/services";
import { CHECKOUT_MESSAGES, PASSWORD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CARDS, cardPayment, checkoutShop, idempotencyKey, type CheckoutShop } from "../src/checkout.ts";
import { describeDb, uniqueSuffix, type FixtureUser } from "../src/harness.ts";
import { captchaSolution } from "../src/captcha.ts";
import { signInOverHttp, startTestServer, uniqueLoopbackIp, type TestServer } from "../src/http.ts";

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

  const signIn = (user: FixtureUser, clientIp?: string) => signInOverHttp(server, user.email, user.password, clientIp ? { clientIp } : {});

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
  describe("card testing", () => {
    const perClient = CARD_TESTING_LIMITS.declinesPerClient.limit;
    // The simulator declines two numbers only, which other files decline too, at the same time and
    // in the same database: each test counts its cards under a fingerprint key of its own (the
    // secret is read from the environment first), so their per-card counts start at zero here
    // whatever other files do, and theirs are left alone.
    const sharedSecret = process.env.CARD_FINGERPRINT_SECRET;
    beforeEach(() => {
      process.env.CARD_FINGERPRINT_SECRET = `card-testing-${uniqueSuffix()}`;
    });
    afterAll(() => {
      if (sharedSecret === undefined) delete process.env.CARD_FINGERPRINT_SECRET;
      else process.env.CARD_FINGERPRINT_SECRET = sharedSecret;
    });

    it("asks a guest for the captcha after a decline, then refuses the client with a 429 once it has declined too often", async () => {
      const ip = uniqueLoopbackIp();
      const cookie = await guestCart((await setup.item(shop, { amountCents: 1000 })).id, ip);
      const first = await go(cardPayment(CARDS.declined), { cookie, clientIp: ip });
      expect(first.status).toBe(402);

      const noCaptcha = await go(cardPayment(CARDS.visa), { cookie, clientIp: ip });
      expect(noCaptcha.status).toBe(400);
      expect(noCaptcha.body).toMatchObject({ status: "error", message: CHECKOUT_MESSAGES.captchaAfterDecline, errors: { captcha: CHECKOUT_MESSAGES.captchaAfterDecline } });
      const badCaptcha = await go({ ...cardPayment(CARDS.visa), captcha: "not-a-solution" }, { cookie, clientIp: ip });
      expect(badCaptcha.status).toBe(400);
      expect(badCaptcha.body).toMatchObject({ errors: { captcha: PASSWORD_MESSAGES.captchaFailed } });

      const cards = [CARDS.declined, CARDS.declined2];
      for (let declines = 1; declines < perClient; declines += 1) {
        const res = await go({ ...cardPayment(cards[declines % 2]!), captcha: await captchaSolution(t.db) }, { cookie, clientIp: ip });
        expect(res.status).toBe(402);
      }
      const blocked = await go({ ...cardPayment(CARDS.visa), captcha: await captchaSolution(t.db) }, { cookie, clientIp: ip });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ status: "error", message: CHECKOUT_MESSAGES.tooManyDeclines });
      // Another client is not held to this one's declines.
      const other = uniqueLoopbackIp();
      const otherCookie = await guestCart((await setup.item(shop, { amountCents: 1000 })).id, other);
      expect((await go(cardPayment(CARDS.visa), { cookie: otherCookie, clientIp: other })).status).toBe(200);
    });

    it("holds the limits under 20 parallel declines: at most the limit reach the gateway, the rest are refused, none is a 500", async () => {
      // A guest: after the first decline the others owe a captcha or are over the limit.
      const ip = uniqueLoopbackIp();
      const cookie = await guestCart((await setup.item(shop, { amountCents: 1000 })).id, ip);
      const guest = await Promise.all(Array.from({ length: 20 }, (_, i) => go(cardPayment(i % 2 ? CARDS.declined : CARDS.declined2), { cookie, clientIp: ip })));
      expect(guest.filter((res) => res.status === 402).length).toBeLessThanOrEqual(perClient);
      expect(guest.every((res) => [402, 429, 400].includes(res.status))).toBe(true);

      // A parent (no captcha): the counts alone hold, and the rest hear 429.
      await t.db.rateLimit.deleteMany({ where: { key: { startsWith: "card-decline:card:" } } });
      const parentIp = uniqueLoopbackIp();
      const parentUser = await t.fixtures.user({ kind: "PARENT", company: shop.school });
      await setup.addToCart({ userId: parentUser.id, purpose: "PARENT" }, (await setup.item(shop, { amountCents: 1000 })).id);
      const session = await signIn(parentUser, parentIp);
      const parent = await Promise.all(Array.from({ length: 20 }, (_, i) => go(cardPayment(i % 2 ? CARDS.declined : CARDS.declined2), { session, clientIp: parentIp })));
      const statuses = parent.map((res) => res.status);
      expect(statuses.filter((status) => status === 402).length).toBeLessThanOrEqual(perClient);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - perClient);
    });

    it("limits declines of one card across clients, keyed by a hash: the number is in no rate-limit row", async () => {
      const perCard = CARD_TESTING_LIMITS.declinesPerCard.limit;
      const parentUser = await t.fixtures.user({ kind: "PARENT", company: shop.school });
      await setup.addToCart({ userId: parentUser.id, purpose: "PARENT" }, (await setup.item(shop, { amountCents: 1000 })).id);
      const statuses: number[] = [];
      for (let i = 0; i <= perCard; i += 1) {
        const ip = uniqueLoopbackIp();
        statuses.push((await go(cardPayment(CARDS.declined2), { session: await signIn(parentUser, ip), clientIp: ip })).status);
      }
      expect(statuses).toEqual([...Array<number>(perCard).fill(402), 429]);
      const keys = await t.db.rateLimit.findMany({ select: { key: true } });
      expect(keys.some((row) => row.key.includes(CARDS.declined2) || row.key.includes(CARDS.declined2.slice(-4)))).toBe(false);
    });

    it("never slows staff at the terminal", async () => {
      const clerk = await setup.clerkUser(shop.school);
      const session = await signIn(clerk);
      await setup.addToTerminalCart(clerk.id, (await setup.item(shop, { amountCents: 1000 })).id);
      for (let i = 0; i < perClient + 3; i += 1) {
        const res = await server.request("/pay/process/terminal-cart", { json: { ...cardPayment(CARDS.declined), idempotency_key: idempotencyKey() }, session });
        expect(res.status).toBe(402);
      }
      const paid = await server.request("/pay/process/terminal-cart", { json: { ...cardPayment(CARDS.visa), idempotency_key: idempotencyKey() }, session });
      expect(paid.status).toBe(200);
    });
  });
});
