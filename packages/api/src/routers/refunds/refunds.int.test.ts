/**
 * Refunds and voids through createCaller on a real database, card refunds and voids going to the
 * simulator over HTTP: partial, full, over-refund refused, void before settlement, refund after,
 * concurrent refunds of one payment, cash and check, idempotent repeats, a gateway that cannot be
 * reached and the resume, and the access refusals (permission, subtree, unknown order/payment).
 */
import { AUTH_MESSAGES, PAYMENT_MESSAGES, REFUND_MESSAGES, finalPaymentErrorMessage } from "@paydesk/validators";
import { describeDb, expectTRPCError, openTestDb } from "@paydesk/tests/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDbOnPool, createPool } from "@paydesk/db";
import { jobContext, outboxTransport, recomputeItemPaidStatus, startPaidStatusQueue } from "@paydesk/services";
import { cashPayment, key, module, refundsSetup } from "@paydesk/tests/shop-callers";

describeDb("refunds router", (t) => {
  const setup = refundsSetup(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;
  let manager: Awaited<ReturnType<typeof setup.manager>>;

  beforeAll(async () => {
    await setup.startGateway();
    shop = await setup.shop();
    manager = await setup.manager(shop.school);
  });
  afterAll(() => setup.stopGateway());

  const refund = (order: { orderId: number; payment: { id: number } }, amountCents: number, now?: Date, extra: Record<string, unknown> = {}) =>
    setup.callerAt(manager, now).refunds.create({ module, orderId: order.orderId, paymentId: order.payment.id, amountCents, reason: "Returned the shirt", idempotencyKey: key(), ...extra });

  const simulated = (transactionId: string | null) => setup.simulator().authorized().find((txn) => txn.transactionId === transactionId)!;

  describe("card payments after settlement: refunds of any part", () => {
    it("refunds part: the gateway gives it back, the order stays PAID, the ledger and item totals shrink by it, and it is audited", async () => {
      const order = await setup.cardOrder(shop, { amountCents: 2500 });
      const answer = await refund(order, 1000, order.afterSettlement);
      expect(answer).toEqual({ refundId: expect.any(Number), kind: "REFUND", amountCents: 1000, orderStatus: "PAID", message: REFUND_MESSAGES.refunded });
      expect(simulated(order.payment.gatewayTransactionId).refundedCents).toBe(1000);
      expect(await setup.ledgerSum(order.payment.id)).toBe(1500);
      const row = await t.db.refund.findUniqueOrThrow({ where: { id: answer.refundId } });
      expect(row).toMatchObject({ state: "DONE", kind: "REFUND", method: "CARD", amountCents: 1000, reason: "Returned the shirt", createdById: manager.userId, gatewayRefundId: expect.stringMatching(/^rfd_/) });
      expect(await t.db.auditEvent.count({ where: { action: "refund.refunded", entityId: String(answer.refundId) } })).toBe(1);
      const totals = await setup.callerAt(manager).items.totals({ module, itemId: order.item.id });
      expect(totals.totalSalesCents).toBe(1500);

      const listed = await setup.callerAt(manager, order.afterSettlement).refunds.forOrder({ module, orderId: order.orderId });
      expect(listed.payments).toEqual([
        expect.objectContaining({ paymentId: order.payment.id, method: "CARD", amountCents: 2500, refundedCents: 1000, pendingCents: 0, voided: false, option: { action: "refund", maxCents: 1500, viaGateway: true } }),
      ]);
      expect(listed.refunds).toEqual([expect.objectContaining({ refundId: answer.refundId, state: "DONE", amountCents: 1000, byName: expect.any(String) })]);
    });

    it("refunds everything in two parts: the order becomes REFUNDED, drops out of the item totals, and nothing more can be refunded", async () => {
      const order = await setup.cardOrder(shop, { amountCents: 2500 });
      await refund(order, 2000, order.afterSettlement);
      const last = await refund(order, 500, order.afterSettlement);
      expect(last.orderStatus).toBe("REFUNDED");
      expect((await t.db.order.findUniqueOrThrow({ where: { id: order.orderId } })).status).toBe("REFUNDED");
      expect(await setup.ledgerSum(order.payment.id)).toBe(0);
      expect((await setup.callerAt(manager).items.totals({ module, itemId: order.item.id })).totalSalesCents).toBe(0);
      await expectTRPCError(refund(order, 1, order.afterSettlement), "BAD_REQUEST", REFUND_MESSAGES.nothingLeft);
    });

    it("refuses one cent more than is left, and leaves everything as it was", async () => {
      const order = await setup.cardOrder(shop, { amountCents: 2500 });
      await expectTRPCError(refund(order, 2501, order.afterSettlement), "BAD_REQUEST", "The refund cannot be more than what is left of this payment: $25.00.");
      await refund(order, 500, order.afterSettlement);
      await expectTRPCError(refund(order, 2001, order.afterSettlement), "BAD_REQUEST", "The refund cannot be more than what is left of this payment: $20.00.");
      expect(simulated(order.payment.gatewayTransactionId).refundedCents).toBe(500);
      expect(await t.db.refund.count({ where: { paymentId: order.payment.id } })).toBe(1);
    });

    it("never lets concurrent refunds of one payment exceed it (the payment row is locked)", async () => {
      const order = await setup.cardOrder(shop, { amountCents: 2500 });
      // A pool as wide as the requests, so they really run at once.
      const db = openTestDb(t.url, 6);
      const caller = setup.callerAt(manager, order.afterSettlement, db);
      const ask = () => caller.refunds.create({ module, orderId: order.orderId, paymentId: order.payment.id, amountCents: 1000, reason: "Double click", idempotencyKey: key() });
      const results = await Promise.allSettled(Array.from({ length: 6 }, ask)).finally(() => db.$disconnect());
      const done = results.filter((result) => result.status === "fulfilled");
      expect(done).toHaveLength(2);
      for (const result of results) if (result.status === "rejected") expect(String(result.reason)).toContain(REFUND_MESSAGES.exceedsRefundable);
      expect(simulated(order.payment.gatewayTransactionId).refundedCents).toBe(2000);
      expect(await setup.ledgerSum(order.payment.id)).toBe(500);
    });

    it("answers a repeat of the same key with the first answer and refunds once; the key for another amount is refused", async () => {
      const order = await setup.cardOrder(shop, { amountCents: 2500 });
      const idempotencyKey = key();
      const first = await refund(order, 700, order.afterSettlement, { idempotencyKey });
      expect(await refund(order, 700, order.afterSettlement, { idempotencyKey })).toEqual(first);
      await expectTRPCError(refund(order, 800, order.afterSettlement, { idempotencyKey }), "CONFLICT", REFUND_MESSAGES.keyReused);
      expect(simulated(order.payment.gatewayTransactionId).refundedCents).toBe(700);
    });

    it("keeps a refund the gateway could not take PENDING, its amount claimed, and resumes it when the same key is sent again", async () => {
      const order = await setup.cardOrder(shop, { amountCents: 2500 });
      const realTransaction = order.payment.gatewayTransactionId!;
      // The simulator answers 503 for this transaction id (its convention for a gateway that is down).
      await t.db.payment.update({ where: { id: order.payment.id }, data: { gatewayTransactionId: "txn_unavailable_refund_test" } });
      const idempotencyKey = key();
      await expectTRPCError(refund(order, 900, order.afterSettlement, { idempotencyKey }), "BAD_GATEWAY", finalPaymentErrorMessage(PAYMENT_MESSAGES.gatewayUnavailable));
      expect(await t.db.refund.findFirstOrThrow({ where: { paymentId: order.payment.id } })).toMatchObject({ state: "PENDING", amountCents: 900 });
      await expectTRPCError(refund(order, 1601, order.afterSettlement), "BAD_REQUEST", "The refund cannot be more than what is left of this payment: $16.00.");
      const listed = await setup.callerAt(manager, order.afterSettlement).refunds.forOrder({ module, orderId: order.orderId });
      expect(listed.refunds).toEqual([expect.objectContaining({ state: "PENDING", amountCents: 900, retryKey: idempotencyKey })]);
      expect(listed.payments[0]).toMatchObject({ refundedCents: 0, pendingCents: 900 });
      await t.db.payment.update({ where: { id: order.payment.id }, data: { gatewayTransactionId: realTransaction } });
      const resumed = await refund(order, 900, order.afterSettlement, { idempotencyKey });
      expect(resumed).toMatchObject({ kind: "REFUND", amountCents: 900, orderStatus: "PAID" });
      expect(simulated(realTransaction).refundedCents).toBe(900);
      expect(await setup.ledgerSum(order.payment.id)).toBe(1600);
      const after = await setup.callerAt(manager, order.afterSettlement).refunds.forOrder({ module, orderId: order.orderId });
      expect(after.refunds).toEqual([expect.objectContaining({ state: "DONE", retryKey: null })]);
    });
  });

  describe("card payments before settlement: only a void of the whole", () => {
    it("refuses part, voids the whole: the authorization is released, the order is VOID and the ledger nets to zero", async () => {
      const order = await setup.cardOrder(shop, { amountCents: 2500 });
      await expectTRPCError(refund(order, 1000), "BAD_REQUEST", REFUND_MESSAGES.voidOnlyBeforeSettlement);
      const listed = await setup.callerAt(manager).refunds.forOrder({ module, orderId: order.orderId });
      expect(listed.payments[0]!.option).toEqual({ action: "void", amountCents: 2500 });
      const answer = await refund(order, 2500);
      expect(answer).toEqual({ refundId: expect.any(Number), kind: "VOID", amountCents: 2500, orderStatus: "VOID", message: REFUND_MESSAGES.voided });
      expect(simulated(order.payment.gatewayTransactionId).voided).toBe(true);
      expect(await setup.ledgerSum(order.payment.id)).toBe(0);
      expect(await t.db.auditEvent.count({ where: { action: "refund.voided", entityId: String(answer.refundId) } })).toBe(1);
      await expectTRPCError(refund(order, 1, order.afterSettlement), "BAD_REQUEST", REFUND_MESSAGES.alreadyVoided);
    });
  });

  describe("cash and check: recorded, no gateway", () => {
    it("records a cash refund of part at once, by whom, with no gateway call", async () => {
      const order = await setup.cashOrder(shop);
      const before = setup.simulator().authorized().length;
      const answer = await refund(order, 1200);
      expect(answer).toMatchObject({ kind: "REFUND", amountCents: 1200, orderStatus: "PAID" });
      expect(await t.db.refund.findUniqueOrThrow({ where: { id: answer.refundId } })).toMatchObject({ method: "CASH", state: "DONE", gatewayRefundId: null, createdById: manager.userId, doneAt: expect.any(Date) });
      expect(setup.simulator().authorized()).toHaveLength(before);
      expect(await setup.ledgerSum(order.payment.id)).toBe(1300);
    });

    it("records a check refund of all of it and the order is REFUNDED", async () => {
      const order = await setup.checkOrder(shop);
      expect(await refund(order, 2500)).toMatchObject({ kind: "REFUND", orderStatus: "REFUNDED" });
      expect(await t.db.refund.findFirstOrThrow({ where: { paymentId: order.payment.id } })).toMatchObject({ method: "CHECK", state: "DONE" });
    });
  });

  describe("follow-through", () => {
    it("the paid / not-paid report follows: a partial refund keeps the student paid; refunding the rest queues the report, whose worker marks them not paid", async () => {
      const order = await setup.paidOrder(shop, cashPayment(), { amountCents: 2000 }, { studentId: shop.student.id });
      await t.db.item.update({ where: { id: order.item.id }, data: { pnpCalc: true } });
      await t.db.itemTarget.create({ data: { itemId: order.item.id, kind: "STUDENT", studentId: shop.student.id } });
      const deps = { db: t.db, mail: outboxTransport, appUrl: "http://localhost" };
      const report = () => t.db.itemPaidStatus.findMany({ where: { itemId: order.item.id }, select: { studentId: true, paid: true } });
      await recomputeItemPaidStatus(jobContext(deps), order.item.id);
      expect(await report()).toEqual([{ studentId: shop.student.id, paid: true }]);
      await refund(order, 500);
      await recomputeItemPaidStatus(jobContext(deps), order.item.id);
      expect(await report()).toEqual([{ studentId: shop.student.id, paid: true }]);

      // The server's worker for the report's queue, alone and on its own pool (as paid-status.int.test.ts runs it).
      const pool = createPool(t.url, { max: 1 });
      const db = createDbOnPool(pool);
      const queue = await startPaidStatusQueue(pool, { ...deps, db }, { info: () => undefined });
      try {
        expect(await refund(order, 1500)).toMatchObject({ orderStatus: "REFUNDED" });
        await expect.poll(report, { timeout: 20_000 }).toEqual([{ studentId: shop.student.id, paid: false }]);
      } finally {
        await queue.stop();
        await db.$disconnect();
      }
    }, 60_000);
  });

  describe("input and access", () => {
    it("requires a reason and a positive amount in cents", async () => {
      const order = await setup.cashOrder(shop);
      await expectTRPCError(refund(order, 100, undefined, { reason: "  " }), "BAD_REQUEST", REFUND_MESSAGES.reasonRequired);
      await expectTRPCError(refund(order, 0), "BAD_REQUEST", REFUND_MESSAGES.amountInvalid);
      await expectTRPCError(refund(order, 10.5), "BAD_REQUEST", REFUND_MESSAGES.amountInvalid);
    });

    it("refuses staff outside the order's subtree, staff without reports.manage (a reader sees the refunds, may not act), an unknown order and another order's payment", async () => {
      const order = await setup.cashOrder(shop);
      const otherSchool = await t.fixtures.company({ kind: "SCHOOL" });
      const outsider = await setup.manager(otherSchool);
      const ask = { module, orderId: order.orderId, paymentId: order.payment.id, amountCents: 100, reason: "No", idempotencyKey: key() };
      await expectTRPCError(setup.callerAt(outsider).refunds.create(ask), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(setup.callerAt(outsider).refunds.forOrder({ module, orderId: order.orderId }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      const clerk = await setup.clerk(shop.school);
      await expectTRPCError(clerk.caller.refunds.create(ask), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      const reader = await t.fixtures.actor(await t.fixtures.user({ company: shop.school, label: "reader", permissions: ["reports.view"] }));
      expect(await setup.callerAt(reader).refunds.forOrder({ module, orderId: order.orderId })).toMatchObject({ orderId: order.orderId, mayRefund: false });
      await expectTRPCError(setup.callerAt(reader).refunds.create(ask), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      expect((await setup.callerAt(manager).refunds.forOrder({ module, orderId: order.orderId })).mayRefund).toBe(true);
      await expectTRPCError(setup.callerAt(manager).refunds.create({ ...ask, orderId: 2_000_000_000 }), "NOT_FOUND", PAYMENT_MESSAGES.orderIdUnknown);
      const other = await setup.cashOrder(shop);
      await expectTRPCError(setup.callerAt(manager).refunds.create({ ...ask, paymentId: other.payment.id }), "NOT_FOUND", REFUND_MESSAGES.unknownPayment);
      expect(await t.db.refund.count({ where: { orderId: { in: [order.orderId, other.orderId] } } })).toBe(0);
    });
  });
});
