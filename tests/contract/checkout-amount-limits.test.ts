/**
 * The most a cart line and an order may come to, over HTTP: refused with a 400 and the message
 * when a line is added or changed (terminal, guest) and at every checkout (terminal by card and in
 * cash, parent, guest), before the gateway sees an authorization; never a 500.
 */
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CARDS, cardPayment, cashPayment, checkoutShop, idempotencyKey, type CheckoutShop } from "../src/checkout.ts";
import { describeDb, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("amount limits of cart lines and orders over HTTP", (t) => {
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

  const signIn = (user: FixtureUser) => signInOverHttp(server, user.email, user.password);
  const authorizedCount = () => setup.simulator().authorized().length;
  /** $100,000.00, the dearest price a form can type. */
  const dearItem = () => setup.item(shop, { amountCents: 10_000_000 });

  it("refuses a line of $100,000 × 1000 in the terminal cart and at the guest's PUT /pay/put, and a quantity update past the cap", async () => {
    const clerk = await setup.clerkUser(shop.school);
    const session = await signIn(clerk);
    const item = await dearItem();
    const added = await server.request(`/school/virtual-terminal/cart/add-item/${item.id}`, { session });
    expect(added.status).toBe(200);
    const update = await server.request("/school/virtual-terminal/cart/update", { json: { line_id: added.body!.line_id, quantity: "1000" }, session });
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({ status: "error", message: PAYMENT_MESSAGES.lineTooLarge, errors: { quantity: PAYMENT_MESSAGES.lineTooLarge } });

    const put = await server.request(`/pay/put/${item.id}`, { method: "PUT", json: { student_id: "NA", quantity: "1000" } });
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ status: "error", message: PAYMENT_MESSAGES.lineTooLarge });
    const open = await setup.item(shop, { amountType: "OPEN", amountCents: 2500 });
    const openPut = await server.request(`/pay/put/${open.id}`, { method: "PUT", json: { student_id: "NA", amount: "100000", quantity: "2" } });
    expect(openPut.status).toBe(400);
    expect(openPut.body).toMatchObject({ message: PAYMENT_MESSAGES.lineTooLarge });
  });

  it("refuses a terminal checkout of a cart holding $100,000 × 1000, by card and in cash, with a 400 before any authorization", async () => {
    const clerk = await setup.clerkUser(shop.school);
    const session = await signIn(clerk);
    // A line written before the caps existed (or by hand): checkout refuses it all the same.
    await setup.addToTerminalCart(clerk.id, (await dearItem()).id, { quantity: 1000 });
    const before = authorizedCount();
    const card = await server.request("/pay/process/terminal-cart", { json: { ...cardPayment(CARDS.visa), idempotency_key: idempotencyKey() }, session });
    expect(card.status).toBe(400);
    expect(card.body).toMatchObject({ status: "error", message: PAYMENT_MESSAGES.lineTooLarge });
    const cash = await server.request("/pay/process/terminal-cart", { json: { ...cashPayment(), idempotency_key: idempotencyKey() }, session });
    expect(cash.status).toBe(400);
    expect(cash.body).toMatchObject({ status: "error", message: PAYMENT_MESSAGES.lineTooLarge });
    expect(authorizedCount()).toBe(before);
  });

  it("refuses an order over $250,000 (three lines at the cap) for staff, a parent and a guest, and never charges it", async () => {
    const clerk = await setup.clerkUser(shop.school);
    const session = await signIn(clerk);
    for (let i = 0; i < 3; i += 1) {
      const res = await server.request(`/school/virtual-terminal/cart/add-item/${(await dearItem()).id}`, { session });
      expect(res.status).toBe(200);
    }
    const before = authorizedCount();
    const terminal = await server.request("/pay/process/terminal-cart", { json: { ...cashPayment(), idempotency_key: idempotencyKey() }, session });
    expect(terminal.status).toBe(400);
    expect(terminal.body).toMatchObject({ message: PAYMENT_MESSAGES.orderTooLarge });

    const parentUser = await t.fixtures.user({ kind: "PARENT", company: shop.school });
    for (let i = 0; i < 3; i += 1) await setup.addToCart({ userId: parentUser.id, purpose: "PARENT" }, (await dearItem()).id);
    const parent = await server.request("/pay/process/go", { json: { ...cardPayment(CARDS.visa), idempotency_key: idempotencyKey() }, session: await signIn(parentUser) });
    expect(parent.status).toBe(400);
    expect(parent.body).toMatchObject({ message: PAYMENT_MESSAGES.orderTooLarge });

    const guestKey = `guest-${idempotencyKey()}`;
    await setup.addToCart({ guestKey }, (await dearItem()).id, { quantity: 1000 });
    const guest = await server.request("/pay/process/go", { json: { ...cardPayment(CARDS.visa), idempotency_key: idempotencyKey() }, headers: { cookie: `paydesk_cart=${guestKey}` } });
    expect(guest.status).toBe(400);
    expect(guest.body).toMatchObject({ message: PAYMENT_MESSAGES.lineTooLarge });
    expect(authorizedCount()).toBe(before);
  });
});
