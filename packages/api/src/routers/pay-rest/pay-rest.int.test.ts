/**
 * Paying the rest of a partial authorization as its payer, through createCaller on a real database
 * with the card gateway simulator: who may, and that staff are refused before the payment fields
 * are read (they pay the rest at the terminal's order summary).
 */
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { callerFor } from "@paydesk/tests/callers";
import { CARDS, cardPayment, checkoutSetup, key, module } from "@paydesk/tests/shop-callers";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

describeDb("payRest router", (t) => {
  const setup = checkoutSetup(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;

  beforeAll(async () => {
    await setup.startGateway();
    shop = await setup.shop();
  });
  afterAll(() => setup.stopGateway());

  /** A terminal sale the card authorized only in part: 30.01 asked, 15.01 still due. */
  async function partialSale() {
    const clerk = await setup.clerk(shop.school);
    const item = await setup.item(shop, { amountCents: 3001 });
    await setup.addToTerminalCart(clerk.actor.userId, item.id);
    const answer = await clerk.caller.checkout.terminal({ module, idempotencyKey: key(), ...cardPayment(CARDS.partial) } as never);
    return { clerk, answer };
  }

  describe("who pays the rest as the payer", () => {
    it("the receipt token's holder sees what is still due", async () => {
      const { answer } = await partialSale();
      const summary = await callerFor(t.db, null).payRest.summary({ orderId: answer.orderId, token: answer.receiptToken! });
      expect(summary.dueCents).toBe(1501);
    });

    it("refuses the staff who took the order (they may read its receipt) before reading the payment fields", async () => {
      const { clerk, answer } = await partialSale();
      await expectTRPCError(clerk.caller.payRest.summary({ orderId: answer.orderId }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(clerk.caller.payRest.pay({ orderId: answer.orderId } as never), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });
  });
});
