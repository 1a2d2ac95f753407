/**
 * What the payment step is given so a card sale is not asked again for an address already known
 * (docs/product/checkout-and-payments.md keeps street, city and state required): the order summary answers
 * the first card's billing address, and the terminal cart answers the school's own address for the counter.
 */
import { describeDb } from "@paydesk/tests/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, cashPayment, checkoutSetup, key, module } from "@paydesk/tests/shop-callers";

describeDb("billing address prefill", (t) => {
  const setup = checkoutSetup(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;

  beforeAll(async () => {
    await setup.startGateway();
    shop = await setup.shop();
  });
  afterAll(() => setup.stopGateway());

  async function partialOrder(payment: Record<string, unknown>) {
    const clerk = await setup.clerk(shop.school);
    const item = await setup.item(shop, { amountCents: 2000 });
    await setup.addToTerminalCart(clerk.actor.userId, item.id);
    const answer = await clerk.caller.checkout.terminal({ module, idempotencyKey: key(), ...payment } as never);
    expect(answer.status).toBe("partial");
    return { ...clerk, orderId: answer.orderId };
  }

  describe("the order summary after a partial authorization", () => {
    it("answers the first card's billing address", async () => {
      const { caller, orderId } = await partialOrder(cardPayment(CARDS.partial, { street2: "Apt 4" }));
      expect((await caller.checkout.orderSummary({ module, orderId })).payerAddress).toEqual({
        street: "1 Main St",
        street2: "Apt 4",
        city: "Springfield",
        state: "IL",
        country: "USA",
        postalCode: "62701",
      });
    });

    it("answers no address when the order holds only a postal code", async () => {
      const clerk = await setup.clerk(shop.school);
      const item = await setup.item(shop, { amountCents: 1000 });
      await setup.addToTerminalCart(clerk.actor.userId, item.id);
      const paid = await clerk.caller.checkout.terminal({ module, idempotencyKey: key(), ...cashPayment() } as never);
      expect((await clerk.caller.checkout.orderSummary({ module, orderId: paid.orderId })).payerAddress).toBeNull();
    });
  });

  describe("the terminal cart's counter address", () => {
    it("is the school's street and postal code with its city and state", async () => {
      await t.db.schoolProfile.upsert({
        where: { companyId: shop.school.id },
        create: { companyId: shop.school.id, street: "1200 Lincoln Avenue", zip: "62704" },
        update: { street: "1200 Lincoln Avenue", zip: "62704" },
      });
      await t.db.company.update({ where: { id: shop.school.id }, data: { city: "Springfield", state: "IL" } });
      const clerk = await setup.clerk(shop.school);
      const cart = await clerk.caller.cart.list({ module });
      expect(cart.payment.counterAddress).toEqual({ street: "1200 Lincoln Avenue", street2: "", city: "Springfield", state: "IL", country: "USA", postalCode: "62704" });
    });

    it("is none while the school has no street on file", async () => {
      const other = await setup.shop();
      await t.db.company.update({ where: { id: other.school.id }, data: { city: "Springfield", state: "IL" } });
      const clerk = await setup.clerk(other.school);
      expect((await clerk.caller.cart.list({ module })).payment.counterAddress).toBeNull();
    });
  });
});
