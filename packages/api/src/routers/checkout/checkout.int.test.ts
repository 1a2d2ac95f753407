/**
 * Checkout through createCaller on a real database, charging the gateway simulator
 * (docs/product/checkout-and-payments.md) over HTTP: every simulator outcome, idempotency (sequential and
 * concurrent repeats, a different body under a used key), many buyers of the last units, fee removal, partial
 * then the rest, cash and check, the refusals, and a search of every table for the card number.
 */
import { createHash } from "node:crypto";
import type { Actor } from "@paydesk/domain";
import { openTestDb, describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, CHECKOUT_MESSAGES, PAYMENT_MESSAGES, finalPaymentErrorMessage } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, cashPayment, checkPayment, checkoutSetup, key, module } from "@paydesk/tests/shop-callers";
import { callerFor } from "@paydesk/tests/callers";

describeDb("checkout router", (t) => {
  const setup = checkoutSetup(t);
  type Shop = Awaited<ReturnType<typeof setup.shop>>;
  let shop: Shop;
  let clerk: Awaited<ReturnType<typeof setup.clerk>>;

  beforeAll(async () => {
    await setup.startGateway();
    shop = await setup.shop();
    clerk = await setup.clerk(shop.school);
  });
  afterAll(() => setup.stopGateway());

  /** A fresh clerk with one line of a fresh item in their cart. */
  async function cartWith(itemOptions: Parameters<typeof setup.item>[1] = {}, line: Parameters<typeof setup.addToTerminalCart>[2] = {}) {
    const buyer = await setup.clerk(shop.school);
    const item = await setup.item(shop, itemOptions);
    const cartLine = await setup.addToTerminalCart(buyer.actor.userId, item.id, line);
    return { ...buyer, item, cartLine };
  }

  const pay = (caller: typeof clerk.caller, payment: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    caller.checkout.terminal({ module, idempotencyKey: key(), ...payment, ...extra } as never);

  async function ledgerSum(paymentId: number) {
    const sum = await t.db.ledgerEntry.aggregate({ where: { paymentId }, _sum: { amountCents: true } });
    return sum._sum.amountCents ?? 0;
  }

  describe("the company's default fee behaviour (docs/product/items-and-fees.md)", () => {
    it("charges AlwaysAddFlat's default item fee once per line of an item without a fee, and no other", async () => {
      const flatShop = await setup.shop();
      await t.db.company.update({ where: { id: flatShop.school.id }, data: { feeBehaviour: "ALWAYS_ADD_FLAT", defaultItemFeeCents: 125 } });
      const buyer = await setup.clerk(flatShop.school);
      const plain = await setup.item(flatShop, { amountCents: 1000 });
      const withOwnFee = await setup.item(flatShop, { amountCents: 1000, feeType: "FIXED", feeCents: 50 });
      await setup.addToTerminalCart(buyer.actor.userId, plain.id, { quantity: 2 });
      await setup.addToTerminalCart(buyer.actor.userId, withOwnFee.id);
      const answer = await pay(buyer.caller, cardPayment(CARDS.visa));
      // 2 × 10.00 + 1.25 flat (once for the line) + 10.00 + 0.50 of its own fee = 31.75
      expect(answer).toMatchObject({ status: "success", amountChargedCents: 3175 });
      const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.orderId } });
      expect(order).toMatchObject({ subtotalCents: 3000, feeCents: 175, totalCents: 3175 });
    });
  });

  describe("approved cards", () => {
    it("records the order, its line, the payment without the number, ledger rows adding up, and empties the paid lines", async () => {
      const { caller, actor, item, cartLine } = await cartWith({ amountCents: 2500, taxRateHundredths: 825, shippingCents: 500, feeType: "FIXED", feeCents: 150 }, { quantity: 2 });
      const answer = await pay(caller, cardPayment(CARDS.visa));
      // 2 × 25.00 = 50.00; tax 8.25 % = 4.125; shipping 5.00; fee 2 × 1.50 = 3.00 → 62.125 → 62.13
      expect(answer).toEqual({
        status: "success",
        orderId: expect.any(Number),
        amountChargedCents: 6213,
        amountDueCents: 0,
        receiptToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        redirect: `/school/virtual-terminal/success?order_id=${answer.orderId}`,
      });
      const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.orderId }, include: { lines: true, payments: true } });
      expect(order).toMatchObject({
        status: "PAID",
        source: "TERMINAL",
        companyId: shop.school.id,
        payerName: "Pat Payer",
        payerPostalCode: "62701",
        takenById: actor.userId,
        subtotalCents: 5000,
        taxCents: 413,
        shippingCents: 500,
        feeCents: 300,
        totalCents: 6213,
        paidCents: 6213,
        feesRemoved: false,
        receiptTokenHash: createHash("sha256").update(answer.receiptToken!).digest("hex"),
      });
      expect(order.lines).toEqual([
        expect.objectContaining({ itemId: item.id, itemCode: item.code, title: item.title, quantity: 2, amountCents: 2500, totalCents: 6213, settlementAccountId: shop.payee.id, cfs: { Size: "M" } }),
      ]);
      expect(order.payments).toEqual([
        expect.objectContaining({ method: "CARD", amountCents: 6213, cardBrand: "visa", cardLast4: "1111", cardExpMonth: 12, cardExpYear: 2030, cardEntry: "manual", gatewayToken: expect.stringMatching(/^tok_/), gatewayTransactionId: expect.stringMatching(/^txn_/) }),
      ]);
      expect(await ledgerSum(order.payments[0]!.id)).toBe(6213);
      const kinds = await t.db.ledgerEntry.findMany({ where: { orderId: order.id }, select: { kind: true, amountCents: true, settlementAccountId: true, coaId: true } });
      expect(kinds.map((row) => row.kind).sort()).toEqual(["FEE", "SALE", "SHIPPING", "TAX"]);
      expect(kinds.every((row) => row.settlementAccountId === shop.payee.id && row.coaId === shop.coa.id)).toBe(true);
      expect(await t.db.cartLine.findUnique({ where: { id: cartLine.id } })).toBeNull();
      expect((await t.db.item.findUniqueOrThrow({ where: { id: item.id } })).quantitySold).toBe(2);
      const audit = await t.db.auditEvent.findFirstOrThrow({ where: { action: "checkout.payment", entityId: String(order.id) } });
      expect(audit.after).toMatchObject({ method: "card", amountCents: 6213, cardBrand: "visa", cardLast4: "1111", status: "PAID" });
    });

    it("e-mails the receipt when asked, with the link of the token it answered", async () => {
      const { caller } = await cartWith({ amountCents: 1100 });
      const email = `receipt-${key()}@payer.test`;
      const answer = await pay(caller, cardPayment(CARDS.visa, { email, email_receipt: true }));
      const mail = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: email } });
      expect(mail.purpose).toBe("receipt");
      expect(mail.textBody).toContain(`/pay/receipt/${answer.orderId}/${answer.receiptToken}/view`);
      expect(mail.textBody).not.toContain(CARDS.visa);
      // Not asked: nothing sent.
      const other = await cartWith({ amountCents: 1100 });
      const quiet = `quiet-${key()}@payer.test`;
      await pay(other.caller, cardPayment(CARDS.visa, { email: quiet }));
      expect(await t.db.outboundEmail.count({ where: { toAddress: quiet } })).toBe(0);
    });

    it.each([
      ["visa (4242…)", CARDS.visa2, "visa"],
      ["MasterCard", CARDS.mc, "mc"],
      ["Discover", CARDS.disc, "disc"],
      ["American Express", CARDS.amex, "amex"],
    ])("approves %s in full", async (_name, number, brand) => {
      const { caller } = await cartWith({ amountCents: 1999 });
      const answer = await pay(caller, cardPayment(number));
      expect(answer).toMatchObject({ status: "success", amountChargedCents: 1999, amountDueCents: 0 });
      const payment = await t.db.payment.findFirstOrThrow({ where: { orderId: answer.orderId } });
      expect(payment).toMatchObject({ cardBrand: brand, cardLast4: number.slice(-4), amountCents: 1999 });
    });

    it("pays only the chosen lines and leaves the others in the cart", async () => {
      const { caller, actor, cartLine } = await cartWith({ amountCents: 1000 });
      const other = await setup.item(shop, { amountCents: 700 });
      const kept = await setup.addToTerminalCart(actor.userId, other.id);
      const answer = await pay(caller, cardPayment(CARDS.visa), { items: [cartLine.id] });
      expect(answer.amountChargedCents).toBe(1000);
      expect(await setup.cartLineIds(actor.userId)).toEqual([kept.id]);
    });
  });

  describe("declines and gateway failures", () => {
    it.each([CARDS.declined, CARDS.declined2])("answers %s with DECLINED (402), keeps the cart and audits the decline", async (number) => {
      const { caller, actor, cartLine } = await cartWith({ amountCents: 1500 });
      const idempotencyKey = key();
      const error = await expectTRPCError(pay(caller, cardPayment(number), { idempotencyKey }), "PAYMENT_REQUIRED", PAYMENT_MESSAGES.declined);
      expect((error.cause as { code?: string }).code).toBe("DECLINED");
      expect(await setup.cartLineIds(actor.userId)).toEqual([cartLine.id]);
      expect(await t.db.order.count({ where: { takenById: actor.userId } })).toBe(0);
      const audit = await t.db.auditEvent.findFirstOrThrow({ where: { action: "checkout.declined", actorId: actor.userId } });
      expect(audit.after).toMatchObject({ cardBrand: "visa", cardLast4: number.slice(-4), amountCents: 1500 });
      // The same key again answers the same decline.
      await expectTRPCError(pay(caller, cardPayment(number), { idempotencyKey }), "PAYMENT_REQUIRED", PAYMENT_MESSAGES.declined);
    });

    it("answers the unavailable gateway with GATEWAY_ERROR (502) and the contact-customer-service notice", async () => {
      const { caller, actor, cartLine } = await cartWith({ amountCents: 1500 });
      const message = finalPaymentErrorMessage(PAYMENT_MESSAGES.gatewayUnavailable);
      expect(message.endsWith(PAYMENT_MESSAGES.contactCustomerService)).toBe(true);
      await expectTRPCError(pay(caller, cardPayment(CARDS.unavailable)), "BAD_GATEWAY", message);
      expect(await setup.cartLineIds(actor.userId)).toEqual([cartLine.id]);
      expect(await t.db.auditEvent.count({ where: { action: "checkout.gateway_error", actorId: actor.userId } })).toBe(1);
    });
  });

  describe("partial authorization, then the rest", () => {
    it("approves half, leaves the order PARTIAL, and the order summary pays the rest: PAID, two payments, ledger sums", async () => {
      const { caller } = await cartWith({ amountCents: 3001 });
      const first = await pay(caller, cardPayment(CARDS.partial));
      expect(first).toMatchObject({ status: "partial", amountChargedCents: 1500, amountDueCents: 1501, redirect: `/school/virtual-terminal/order-summary/${first.orderId}` });
      expect(await caller.checkout.orderSummary({ module, orderId: first.orderId })).toMatchObject({ status: "PARTIAL", totalCents: 3001, paidCents: 1500, dueCents: 1501, payeeId: shop.payee.id });
      // The summary names the brands the payee takes, so the form refuses others before sending.
      const brands = (await t.db.settlementAccount.findUniqueOrThrow({ where: { id: shop.payee.id } })).acceptedCardBrands;
      await t.db.settlementAccount.update({ where: { id: shop.payee.id }, data: { acceptedCardBrands: ["visa", "amex"] } });
      expect((await caller.checkout.orderSummary({ module, orderId: first.orderId })).acceptedCardBrands).toEqual(["visa", "amex"]);
      await t.db.settlementAccount.update({ where: { id: shop.payee.id }, data: { acceptedCardBrands: brands } });

      await expectTRPCError(
        caller.checkout.payRest({ module, orderId: first.orderId, amountCents: 1502, idempotencyKey: key(), ...cardPayment(CARDS.visa) } as never),
        "BAD_REQUEST",
        PAYMENT_MESSAGES.payRestTooMuch,
      );
      const rest = await caller.checkout.payRest({ module, orderId: first.orderId, amountCents: 1501, idempotencyKey: key(), ...cardPayment(CARDS.mc) } as never);
      expect(rest).toEqual({ status: "success", orderId: first.orderId, amountChargedCents: 1501, amountDueCents: 0, receiptToken: null, redirect: `/school/virtual-terminal/success?order_id=${first.orderId}` });

      const order = await t.db.order.findUniqueOrThrow({ where: { id: first.orderId }, include: { payments: { orderBy: { id: "asc" } } } });
      expect(order).toMatchObject({ status: "PAID", paidCents: 3001, totalCents: 3001 });
      expect(order.payments.map((p) => [p.amountCents, p.cardLast4])).toEqual([
        [1500, "0119"],
        [1501, "4444"],
      ]);
      expect(await ledgerSum(order.payments[0]!.id)).toBe(1500);
      expect(await ledgerSum(order.payments[1]!.id)).toBe(1501);
      expect(await caller.checkout.orderSummary({ module, orderId: first.orderId })).toMatchObject({ status: "PAID", dueCents: 0 });
      // Nothing is due any more.
      await expectTRPCError(
        caller.checkout.payRest({ module, orderId: first.orderId, amountCents: 1, idempotencyKey: key(), ...cashPayment() } as never),
        "BAD_REQUEST",
        CHECKOUT_MESSAGES.nothingDue,
      );
    });

    it("pays the rest in cash", async () => {
      const { caller } = await cartWith({ amountCents: 1000 });
      const first = await pay(caller, cardPayment(CARDS.partial));
      const rest = await caller.checkout.payRest({ module, orderId: first.orderId, amountCents: 500, idempotencyKey: key(), ...cashPayment() } as never);
      expect(rest).toMatchObject({ status: "success", amountDueCents: 0 });
      expect(await t.db.payment.findMany({ where: { orderId: first.orderId }, select: { method: true } })).toEqual([{ method: "CARD" }, { method: "CASH" }]);
    });
  });

  describe("idempotency", () => {
    it("answers a repeat with the first answer and charges once", async () => {
      const { caller, actor } = await cartWith({ amountCents: 1234 });
      const idempotencyKey = key();
      const first = await pay(caller, cardPayment(CARDS.visa), { idempotencyKey });
      const again = await pay(caller, cardPayment(CARDS.visa), { idempotencyKey });
      expect(again).toEqual(first);
      expect(await t.db.order.count({ where: { takenById: actor.userId } })).toBe(1);
      expect(await t.db.payment.count({ where: { orderId: first.orderId } })).toBe(1);
      const payment = await t.db.payment.findFirstOrThrow({ where: { orderId: first.orderId } });
      expect(setup.simulator().authorized().filter((tx) => tx.transactionId === payment.gatewayTransactionId)).toHaveLength(1);
    });

    it("answers 10 concurrent repeats with one answer: one order, one payment, one gateway charge", async () => {
      const db = openTestDb(t.url, 10);
      try {
        const { actor } = await cartWith({ amountCents: 4321 });
        const caller = setup.callerOf(actor, db);
        const idempotencyKey = key();
        const before = setup.simulator().authorized().length;
        const answers = await Promise.all(Array.from({ length: 10 }, () => pay(caller, cardPayment(CARDS.visa), { idempotencyKey })));
        for (const answer of answers) expect(answer).toEqual(answers[0]);
        expect(await t.db.order.count({ where: { takenById: actor.userId } })).toBe(1);
        expect(await t.db.payment.count({ where: { orderId: answers[0]!.orderId } })).toBe(1);
        expect(setup.simulator().authorized().length - before).toBe(1);
      } finally {
        await db.$disconnect();
      }
    });

    it("refuses a different payment under a used key (409) and charges nothing more", async () => {
      const { caller, actor } = await cartWith({ amountCents: 800 });
      const idempotencyKey = key();
      await pay(caller, cardPayment(CARDS.visa), { idempotencyKey });
      await setup.addToTerminalCart(actor.userId, (await setup.item(shop)).id);
      await expectTRPCError(pay(caller, cardPayment(CARDS.mc), { idempotencyKey }), "CONFLICT", CHECKOUT_MESSAGES.keyReused);
      expect(await t.db.order.count({ where: { takenById: actor.userId } })).toBe(1);
    });

    it("gives the key back after bad input, so the corrected request goes through with it", async () => {
      const { caller } = await cartWith({ amountCents: 800 });
      const idempotencyKey = key();
      await expectTRPCError(pay(caller, cardPayment(CARDS.visa, { cc_month: "" }), { idempotencyKey }), "BAD_REQUEST", PAYMENT_MESSAGES.expiryInvalid);
      expect(await pay(caller, cardPayment(CARDS.visa), { idempotencyKey })).toMatchObject({ status: "success" });
    });
  });

  describe("limited quantities", () => {
    it("sells the last 5 units to exactly 5 of 30 concurrent buyers; the others get the sold-out message and their charges are voided", async () => {
      const db = openTestDb(t.url, 10);
      try {
        const item = await setup.item(shop, { amountCents: 900, quantityAvailable: 10, quantitySold: 5 });
        const buyers: Actor[] = [];
        for (let i = 0; i < 30; i++) {
          const buyer = await setup.clerk(shop.school);
          await setup.addToTerminalCart(buyer.actor.userId, item.id);
          buyers.push(buyer.actor);
        }
        const results = await Promise.allSettled(buyers.map((buyer) => pay(setup.callerOf(buyer, db), cardPayment(CARDS.visa))));
        const sold = results.filter((result) => result.status === "fulfilled");
        const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
        expect(sold).toHaveLength(5);
        expect(refused).toHaveLength(25);
        expect(new Set(refused.map((result) => (result.reason as Error).message))).toEqual(new Set([shop.soldOut.text]));
        expect((await t.db.item.findUniqueOrThrow({ where: { id: item.id } })).quantitySold).toBe(10);
        expect(await t.db.orderLine.count({ where: { itemId: item.id } })).toBe(5);
        // Every charge of a refused buyer was voided at the gateway; the five sales were not.
        const requests = await t.db.checkoutRequest.findMany({ where: { scope: { in: buyers.map((b) => `user:${b.userId}`) } }, select: { id: true, httpStatus: true } });
        const charges = setup.simulator().authorized().filter((tx) => requests.some((r) => tx.idempotencyKey === `checkout-request-${r.id}`));
        expect(charges).toHaveLength(30);
        expect(charges.filter((tx) => tx.voided)).toHaveLength(25);
        expect(requests.filter((r) => r.httpStatus === 409)).toHaveLength(25);
        expect(await t.db.auditEvent.count({ where: { action: "checkout.voided", actorId: { in: buyers.map((b) => b.userId) } } })).toBe(25);
        // The refused buyers keep their cart line.
        expect(await t.db.cartLine.count({ where: { itemId: item.id } })).toBe(25);
      } finally {
        await db.$disconnect();
      }
    });

    it("refuses before charging when the cart asks for more than is left", async () => {
      const { caller } = await cartWith({ quantityAvailable: 3, quantitySold: 2 }, { quantity: 2 });
      const before = setup.simulator().authorized().length;
      await expectTRPCError(pay(caller, cardPayment(CARDS.visa)), "CONFLICT", shop.soldOut.text);
      expect(setup.simulator().authorized().length).toBe(before);
    });
  });

  describe("fees", () => {
    it("does not charge removed fees, records what was removed and audits it", async () => {
      const { caller, actor } = await cartWith({ amountCents: 2000, feeType: "FIXED", feeCents: 150 }, { quantity: 2 });
      const answer = await pay(caller, cardPayment(CARDS.visa, { remove_conv_fees: true }));
      expect(answer.amountChargedCents).toBe(4000);
      const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.orderId }, include: { lines: true } });
      expect(order).toMatchObject({ feesRemoved: true, removedFeeCents: 300, feeCents: 0, totalCents: 4000 });
      expect(order.lines[0]).toMatchObject({ feeCents: 0, totalCents: 4000 });
      expect(await t.db.ledgerEntry.count({ where: { orderId: order.id, kind: "FEE" } })).toBe(0);
      const audit = await t.db.auditEvent.findFirstOrThrow({ where: { action: "checkout.fees_removed", actorId: actor.userId } });
      expect(audit.after).toMatchObject({ removedFeeCents: 300 });
    });

    it("charges the calculated fee from the payee's card rate", async () => {
      const { caller } = await cartWith({ amountCents: 10000, amountType: "OPEN", feeType: "CALCULATED" });
      // 3.00 % of 100.00 + 0.30 = 3.30
      expect((await pay(caller, cardPayment(CARDS.visa))).amountChargedCents).toBe(10330);
    });

    it("charges an open amount as the payer typed it", async () => {
      const { caller } = await cartWith({ amountCents: 0, amountType: "OPEN" }, { amountCents: 1234 });
      expect((await pay(caller, cardPayment(CARDS.visa))).amountChargedCents).toBe(1234);
    });
  });

  describe("cash and check", () => {
    it("takes cash without the gateway", async () => {
      const { caller } = await cartWith({ amountCents: 1500 });
      const before = setup.simulator().authorized().length;
      const answer = await pay(caller, cashPayment());
      expect(answer).toMatchObject({ status: "success", amountChargedCents: 1500 });
      expect(await t.db.payment.findFirstOrThrow({ where: { orderId: answer.orderId } })).toMatchObject({ method: "CASH", cardLast4: null, gatewayToken: null, payerName: "Casey Cash" });
      expect(setup.simulator().authorized().length).toBe(before);
    });

    it("takes a check and keeps its number", async () => {
      const { caller } = await cartWith({ amountCents: 1500 });
      const answer = await pay(caller, checkPayment("10042"));
      const payment = await t.db.payment.findFirstOrThrow({ where: { orderId: answer.orderId } });
      expect(payment).toMatchObject({ method: "CHECK", checkNumber: "10042", amountCents: 1500 });
      expect(await ledgerSum(payment.id)).toBe(1500);
    });
  });

  describe("refusals", () => {
    it("refuses an empty cart and an empty choice with the product's message", async () => {
      const empty = await setup.clerk(shop.school);
      await expectTRPCError(pay(empty.caller, cashPayment()), "BAD_REQUEST", PAYMENT_MESSAGES.noItemsSelected);
      const { caller } = await cartWith();
      await expectTRPCError(pay(caller, cashPayment(), { items: [] }), "BAD_REQUEST", PAYMENT_MESSAGES.noItemsSelected);
    });

    it("refuses a card brand the payee does not accept, on the card field", async () => {
      const { caller, item } = await cartWith();
      await t.db.settlementAccount.update({ where: { id: shop.payee.id }, data: { acceptedCardBrands: ["visa", "mc"] } });
      try {
        const error = await expectTRPCError(pay(caller, cardPayment(CARDS.amex)), "BAD_REQUEST", PAYMENT_MESSAGES.cardTypeNotAccepted);
        expect(error.cause).toMatchObject({ fieldErrors: { cc_pan: PAYMENT_MESSAGES.cardTypeNotAccepted } });
      } finally {
        await t.db.settlementAccount.update({ where: { id: shop.payee.id }, data: { acceptedCardBrands: ["visa", "mc", "disc", "amex"] } });
      }
      expect(item.id).toBeGreaterThan(0);
    });

    it("refuses an item withdrawn since it was put in the cart, before charging", async () => {
      const { caller, item } = await cartWith();
      await t.db.item.update({ where: { id: item.id }, data: { status: "TRASH" } });
      await expectTRPCError(pay(caller, cardPayment(CARDS.visa)), "CONFLICT", CHECKOUT_MESSAGES.cartChanged);
    });

    it("refuses an item costing $0.01 with the minimum message", async () => {
      const { caller } = await cartWith({ amountCents: 0, amountType: "OPEN" }, { amountCents: 1 });
      await expectTRPCError(pay(caller, cashPayment()), "BAD_REQUEST", PAYMENT_MESSAGES.minimumPayment);
    });

    it("refuses the signed out (401), parents and staff without the terminal permission (403)", async () => {
      await expectTRPCError(pay(setup.callerOf(null), cashPayment()), "UNAUTHORIZED");
      const parent = await t.fixtures.actor(await t.fixtures.user({ kind: "PARENT", company: shop.school }));
      await expectTRPCError(setup.callerOf(parent).checkout.terminal({ module: "parent", ...cashPayment() } as never), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      const reader = await t.fixtures.actor(await t.fixtures.user({ company: shop.school, permissions: ["reports.view"] }));
      await expectTRPCError(pay(setup.callerOf(reader), cashPayment()), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(setup.callerOf(reader).checkout.orderSummary({ module, orderId: 1 }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("answers another company's order as unknown", async () => {
      const { caller } = await cartWith({ amountCents: 1000 });
      const answer = await pay(caller, cardPayment(CARDS.partial));
      const elsewhere = await setup.clerk(await t.fixtures.company({ kind: "SCHOOL" }));
      await expectTRPCError(elsewhere.caller.checkout.orderSummary({ module, orderId: answer.orderId }), "NOT_FOUND", PAYMENT_MESSAGES.orderIdUnknown);
      await expectTRPCError(
        elsewhere.caller.checkout.payRest({ module, orderId: answer.orderId, amountCents: 500, ...cashPayment() } as never),
        "NOT_FOUND",
        PAYMENT_MESSAGES.orderIdUnknown,
      );
    });
  });

  describe("parents and guests (checkout.go)", () => {
    const goAs = (ctx: Parameters<typeof setup.callerOf>[0], payment: Record<string, unknown>, module: "parent" | "pay", guestCartKey: string | null = null) =>
      callerFor(t.db, ctx, { guestCartKey }).checkout.go({ module, idempotencyKey: key(), ...payment } as never);

    it("a parent pays their own cart by card: an ONLINE order with them as payer, their receipt page next", async () => {
      const parent = await t.fixtures.actor(await t.fixtures.user({ kind: "PARENT", company: shop.school }));
      const item = await setup.item(shop, { amountCents: 1800 });
      const line = await setup.addToCart({ userId: parent.userId, purpose: "PARENT" }, item.id, { studentId: shop.student.id });
      const answer = await goAs(parent, cardPayment(CARDS.visa), "parent");
      expect(answer).toMatchObject({ status: "success", amountChargedCents: 1800, redirect: `/parent/success?order_id=${answer.orderId}` });
      const order = await t.db.order.findUniqueOrThrow({ where: { id: answer.orderId }, include: { lines: true } });
      expect(order).toMatchObject({ source: "ONLINE", payerUserId: parent.userId, takenById: null });
      expect(order.lines[0]).toMatchObject({ studentId: shop.student.id });
      expect(await t.db.cartLine.findUnique({ where: { id: line.id } })).toBeNull();
    });

    it("a guest pays the cart of their cookie and is sent to the success page by the receipt token", async () => {
      const guestKey = `guest-${key()}`;
      const item = await setup.item(shop, { amountCents: 990 });
      await setup.addToCart({ guestKey }, item.id);
      const answer = await goAs(null, cardPayment(CARDS.mc), "pay", guestKey);
      expect(answer).toMatchObject({ status: "success", amountChargedCents: 990, redirect: `/pay/success/${answer.orderId}/${answer.receiptToken}` });
      expect(await t.db.order.findUniqueOrThrow({ where: { id: answer.orderId } })).toMatchObject({ source: "ONLINE", payerUserId: null });
      // Another browser (another key, or none) has nothing to pay.
      await expectTRPCError(goAs(null, cardPayment(CARDS.mc), "pay", `other-${key()}`), "BAD_REQUEST", PAYMENT_MESSAGES.noItemsSelected);
      await expectTRPCError(goAs(null, cardPayment(CARDS.mc), "pay"), "BAD_REQUEST", PAYMENT_MESSAGES.noItemsSelected);
    });

    it("takes only cards online, and sends staff to their terminal checkout", async () => {
      const parent = await t.fixtures.actor(await t.fixtures.user({ kind: "PARENT", company: shop.school }));
      await setup.addToCart({ userId: parent.userId, purpose: "PARENT" }, (await setup.item(shop)).id);
      await expectTRPCError(goAs(parent, cashPayment(), "parent"), "BAD_REQUEST", CHECKOUT_MESSAGES.cardOnly);
      await expectTRPCError(goAs(clerk.actor, cardPayment(CARDS.visa), "pay"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("refuses staff before reading the payment fields: a terminal payer hears 403, not what the card lacks", async () => {
      const go = callerFor(t.db, clerk.actor).checkout.go({ module: "pay", idempotencyKey: 42, method: "BARTER" } as never);
      await expectTRPCError(go, "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });
  });

  describe("card data is never kept", () => {
    it("leaves the number and the security code in no table after a payment and a decline", async () => {
      const number = CARDS.visa;
      const cvv = "7391".slice(0, 3);
      const { caller } = await cartWith({ amountCents: 2222 });
      await pay(caller, cardPayment(number, { cc_cv: cvv, email_receipt: true }));
      const declined = await cartWith({ amountCents: 2222 });
      await expectTRPCError(pay(declined.caller, cardPayment(CARDS.declined, { cc_cv: cvv })), "PAYMENT_REQUIRED");

      const tables = await t.db.$queryRaw<{ table_name: string }[]>`
        SELECT DISTINCT table_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name`;
      expect(tables.length).toBeGreaterThan(20);
      const found: string[] = [];
      for (const { table_name } of tables) {
        // The field names' underscores are escaped: in LIKE a bare "_" matches any character, and
        // "cc_cv" then matched a random argon2 hash in users now and then (base64 holds "ccXcv").
        const [row] = await t.db.$queryRawUnsafe<{ n: bigint }[]>(
          `SELECT count(*) AS n FROM "${table_name.replace(/"/g, '""')}" AS r WHERE r::text LIKE $1 OR r::text LIKE $2 OR r::text LIKE $3 OR r::text ILIKE '%cc\\_cv%' OR r::text ILIKE '%cc\\_pan%'`,
          `%${number}%`,
          `%${CARDS.declined}%`,
          `%"${cvv}"%`,
        );
        if (Number(row!.n) > 0) found.push(table_name);
      }
      expect(found).toEqual([]);
    });
  });
});
