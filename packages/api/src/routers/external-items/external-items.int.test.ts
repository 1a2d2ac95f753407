/**
 * External (SIS) items through createCaller on a real database, the plugins talking HTTP to a
 * simulator of their own on an ephemeral port and checkout charging the gateway simulator: enable
 * a plugin (its carrier item), find a student's fees, add one to the terminal cart (checked
 * against the SIS again), pay, the postback written in the order's transaction, sent by the
 * pg-boss queue, retried after a simulator failure, recorded once by the SIS on a repeat.
 */
import { createDbOnPool, createPool, type Db } from "@paydesk/db";
import { simulatedFees } from "@paydesk/domain";
import {
  configureSisPlugins,
  jobContext,
  outboxTransport,
  resendPostback,
  sendDuePostback,
  startPostbackQueue,
  startSisSimulator,
  type RunningSisSimulator,
} from "@paydesk/services";
import { createTestContext, describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { SIS_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashPayment, checkoutSetup, key, module } from "@paydesk/tests/shop-callers";
import { type Caller } from "@paydesk/tests/callers";
import { waitUntil } from "@paydesk/tests/wait";

describeDb("external items and postbacks", (t) => {
  const setup = checkoutSetup(t);
  let sis: RunningSisSimulator;
  let shop: Awaited<ReturnType<typeof setup.shop>>;
  let admin: Caller;
  let carrierItemId: number;
  let studentNumber = 3000;

  beforeAll(async () => {
    await setup.startGateway();
    sis = await startSisSimulator();
    configureSisPlugins((plugin) => ({ baseUrl: sis.urlOf(plugin), credential: "test-key" }));
    shop = await setup.shop();
    const adminActor = await t.fixtures.actor(await t.fixtures.user({ company: shop.school, label: "admin", permissions: ["settings.manage", "terminal.manage"] }));
    admin = setup.callerOf(adminActor);
    ({ carrierItemId } = await admin.externalItems.enablePlugin({ module, companyId: shop.school.id, plugin: "synergy", payeeId: shop.payee.id }));
  });
  afterAll(async () => {
    configureSisPlugins(null);
    await sis?.close();
    await setup.stopGateway();
  });

  /** A student the simulator knows (capitals, hyphen, digits), unique to this run. */
  async function student() {
    const externalId = `EXT-${process.pid % 1000}${studentNumber++}`;
    return t.db.student.create({ data: { companyId: shop.school.id, externalId, firstName: "Sam", lastName: "Sis" } });
  }

  describe("company plugins", () => {
    it("enabling a plugin creates a hidden, open-amount carrier item paid to the chosen payee", async () => {
      const item = await t.db.item.findUniqueOrThrow({ where: { id: carrierItemId } });
      expect(item).toMatchObject({ companyId: shop.school.id, visible: false, availableToUsers: false, disableGuest: 1, amountType: "OPEN", settlementAccountId: shop.payee.id, status: "ACTIVE" });
      const settings = await admin.externalItems.settings({ module, companyId: shop.school.id });
      expect(settings.find((row) => row.plugin === "synergy")).toMatchObject({ enabled: true, carrierItemId, payeeId: shop.payee.id });
      expect(settings.filter((row) => row.enabled).map((row) => row.plugin)).toEqual(["synergy"]);
    });

    it("re-enabling keeps the same carrier item; a terminal clerk sees the plugin but may not change settings", async () => {
      const again = await admin.externalItems.enablePlugin({ module, companyId: shop.school.id, plugin: "synergy", payeeId: shop.payee.id });
      expect(again.carrierItemId).toBe(carrierItemId);
      const clerk = await setup.clerk(shop.school);
      expect(await clerk.caller.externalItems.plugins({ module })).toEqual([{ plugin: "synergy", label: "Synergy", showsPriority: true }]);
      await expectTRPCError(clerk.caller.externalItems.enablePlugin({ module, companyId: shop.school.id, plugin: "skyward", payeeId: shop.payee.id }), "FORBIDDEN");
    });
  });

  describe("find", () => {
    it("answers the SIS's fees for the student, in priority order, none in the cart yet", async () => {
      const { caller } = await setup.clerk(shop.school);
      const kid = await student();
      const found = await caller.externalItems.find({ module, plugin: "synergy", studentId: kid.id });
      const expected = simulatedFees("synergy", kid.externalId)!;
      expect(found.items).toEqual(
        expected.map((fee) => ({
          transientId: fee.feeId,
          title: fee.title,
          amountCents: fee.amountCents,
          allowPartial: fee.allowPartial,
          plugin: "synergy",
          priority: fee.priority,
          inCart: false,
          student: kid.externalId,
          studentId: kid.id,
          carrierItemId,
        })),
      );
    });

    it.each([
      ["no plugin", { studentId: 1 }],
      ["no student", { plugin: "synergy" }],
      ["an unknown plugin", { plugin: "blackbaud", studentId: 1 }],
      ["a zero student", { plugin: "synergy", studentId: 0 }],
    ])("refuses %s with the product's message (docs/product/terminal.md)", async (_, input) => {
      const { caller } = await setup.clerk(shop.school);
      await expectTRPCError(caller.externalItems.find({ module, ...input } as never), "BAD_REQUEST", SIS_MESSAGES.selectPluginAndStudent);
    });

    it("refuses a plugin the student's school does not use, and a student outside the clerk's subtree", async () => {
      const { caller } = await setup.clerk(shop.school);
      const kid = await student();
      await expectTRPCError(caller.externalItems.find({ module, plugin: "skyward", studentId: kid.id }), "BAD_REQUEST", SIS_MESSAGES.pluginNotUsed);
      const other = await t.fixtures.company({ kind: "SCHOOL" });
      const stranger = await t.db.student.create({ data: { companyId: other.id, externalId: `EXT-9${studentNumber++}`, firstName: "X", lastName: "Y" } });
      await expectTRPCError(caller.externalItems.find({ module, plugin: "synergy", studentId: stranger.id }), "NOT_FOUND");
    });

    it("answers 502 with our message when the SIS does not answer", async () => {
      const { caller } = await setup.clerk(shop.school);
      const kid = await student();
      configureSisPlugins(() => ({ baseUrl: "http://127.0.0.1:9/simulators/sis/synergy", credential: "k" }));
      try {
        await expectTRPCError(caller.externalItems.find({ module, plugin: "synergy", studentId: kid.id }), "BAD_GATEWAY", SIS_MESSAGES.unavailable);
      } finally {
        configureSisPlugins((plugin) => ({ baseUrl: sis.urlOf(plugin), credential: "test-key" }));
      }
    });
  });

  /** A clerk with a fresh student whose fee `index` went into the cart. */
  async function withFeeInCart(index: number, amountCents?: number) {
    const clerk = await setup.clerk(shop.school);
    const kid = await student();
    const fee = simulatedFees("synergy", kid.externalId)![index]!;
    const added = await clerk.caller.cart.add({ module, itemId: carrierItemId, studentId: kid.id, amountCents, transient: { transient_id: fee.feeId, plugin: "synergy", title: "forged", sis_amount_cents: 1 } });
    return { ...clerk, kid, fee, added };
  }

  describe("adding to the cart", () => {
    it("keeps what the SIS says (not what the client claimed) and marks the fee In Cart", async () => {
      const { caller, kid, fee, added } = await withFeeInCart(0);
      const line = await t.db.cartLine.findUniqueOrThrow({ where: { id: added.lineId } });
      expect(line).toMatchObject({ itemId: carrierItemId, amountCents: fee.amountCents, studentId: kid.id });
      expect(line.transient).toEqual({ transient_id: fee.feeId, plugin: "synergy", title: fee.title, allow_partial: false, sis_amount_cents: fee.amountCents, priority: 1, student_id: kid.id, student: kid.externalId });
      const found = await caller.externalItems.find({ module, plugin: "synergy", studentId: kid.id });
      expect(found.items.map((item) => item.inCart)).toEqual(found.items.map((item) => item.transientId === fee.feeId));
      await expectTRPCError(caller.cart.add({ module, itemId: carrierItemId, studentId: kid.id, transient: { transient_id: fee.feeId, plugin: "synergy" } }), "CONFLICT", SIS_MESSAGES.alreadyInCart);
    });

    it("takes a smaller amount only where the SIS allows partial payment, never more than due", async () => {
      const partial = await withFeeInCart(1, 313);
      expect((await t.db.cartLine.findUniqueOrThrow({ where: { id: partial.added.lineId } })).amountCents).toBe(313);
      const { caller, kid } = await setup.clerk(shop.school).then(async (c) => ({ ...c, kid: await student() }));
      const [full, part] = simulatedFees("synergy", kid.externalId)!;
      await expectTRPCError(caller.cart.add({ module, itemId: carrierItemId, studentId: kid.id, amountCents: full!.amountCents - 25, transient: { transient_id: full!.feeId, plugin: "synergy" } }), "BAD_REQUEST", SIS_MESSAGES.payInFull);
      await expectTRPCError(caller.cart.add({ module, itemId: carrierItemId, studentId: kid.id, amountCents: part!.amountCents + 1, transient: { transient_id: part!.feeId, plugin: "synergy" } }), "BAD_REQUEST", SIS_MESSAGES.overAmountDue);
      await expectTRPCError(caller.cart.add({ module, itemId: carrierItemId, studentId: kid.id, transient: { transient_id: "SYN-NOPE-1", plugin: "synergy" } }), "CONFLICT", SIS_MESSAGES.feeNotDue);
      await expectTRPCError(caller.cart.add({ module, itemId: carrierItemId, studentId: "NA", transient: { transient_id: full!.feeId, plugin: "synergy" } }), "BAD_REQUEST", SIS_MESSAGES.selectPluginAndStudent);
      await expectTRPCError(caller.cart.add({ module, itemId: carrierItemId, studentId: kid.id, amountCents: 1000 }), "BAD_REQUEST", SIS_MESSAGES.notExternalItem);
      const ordinary = await setup.item(shop);
      await expectTRPCError(caller.cart.add({ module, itemId: ordinary.id, studentId: kid.id, transient: { transient_id: full!.feeId, plugin: "synergy" } }), "BAD_REQUEST", SIS_MESSAGES.notExternalItem);
    });
  });

  it("an edit of the line keeps the fee's terms: no more than due, in full where partial is not allowed, one unit, its student", async () => {
    const { caller, fee, added } = await withFeeInCart(1, 500);
    const lineId = added.lineId;
    expect((await caller.cart.update({ module, lineId, amountCents: fee.amountCents })).lineId).toBe(lineId);
    await expectTRPCError(caller.cart.update({ module, lineId, amountCents: fee.amountCents + 25 }), "BAD_REQUEST", SIS_MESSAGES.overAmountDue);
    await expectTRPCError(caller.cart.update({ module, lineId, quantity: 2 }), "BAD_REQUEST", SIS_MESSAGES.onceOnly);
    const other = await student();
    await expectTRPCError(caller.cart.update({ module, lineId, studentId: other.id }), "BAD_REQUEST", SIS_MESSAGES.selectPluginAndStudent);
    const full = await withFeeInCart(0);
    await expectTRPCError(full.caller.cart.update({ module, lineId: full.added.lineId, amountCents: full.fee.amountCents - 25 }), "BAD_REQUEST", SIS_MESSAGES.payInFull);
    expect((await t.db.cartLine.findUniqueOrThrow({ where: { id: lineId } })).amountCents).toBe(fee.amountCents);
  });

  describe("paying and posting back", () => {
    async function paidFee(index = 0, amountCents?: number) {
      const buyer = await withFeeInCart(index, amountCents);
      const answer = await buyer.caller.checkout.terminal({ module, idempotencyKey: key(), ...cashPayment() } as never);
      const postback = await t.db.postback.findUniqueOrThrow({ where: { orderLineId: (await t.db.orderLine.findFirstOrThrow({ where: { orderId: answer.orderId! } })).id } });
      return { ...buyer, answer, postback };
    }

    it("paying writes one PENDING postback with the order; the queue sends it and the SIS records it once", async () => {
      const pool = createPool(t.url, { max: 2 });
      const db: Db = createDbOnPool(pool);
      const queue = await startPostbackQueue(pool, { db, mail: outboxTransport, appUrl: "http://localhost:3000" }, { info: () => undefined });
      try {
        const { answer, postback, fee, kid } = await paidFee();
        expect(postback).toMatchObject({ orderId: answer.orderId, plugin: "synergy", companyId: shop.school.id, attempts: 0 });
        expect(await t.db.orderLine.findUniqueOrThrow({ where: { id: postback.orderLineId } })).toMatchObject({ itemId: carrierItemId, title: fee.title, amountCents: fee.amountCents, studentId: kid.id });
        const row = await waitUntil(
          "the queue to send the postback",
          () => t.db.postback.findUniqueOrThrow({ where: { id: postback.id } }),
          (current) => current.status !== "PENDING",
        );
        expect(row).toMatchObject({ status: "SENT", attempts: 1, lastError: null, nextAttemptAt: null });
        expect(row.curlLog).toContain("PostFeePayment");
        expect(row.curlLog).toContain("< HTTP 200");
        expect(row.curlLog).not.toContain("test-key");
        const reference = `PD-${answer.orderId}-${postback.orderLineId}`;
        const recorded = sis.simulator.postbacks().filter((p) => p.payment.reference === reference);
        expect(recorded).toEqual([{ plugin: "synergy", confirmation: expect.any(String), payment: { reference, feeId: fee.feeId, studentExternalId: kid.externalId, amountCents: fee.amountCents, paidAt: expect.any(String) } }]);

        // A resend (the control screens') answers the same confirmation; the SIS records nothing more.
        const controlActor = await t.fixtures.actor(await t.fixtures.user({ company: shop.school, label: "ops", permissions: ["settings.manage"] }));
        const again = await resendPostback(createTestContext(t.db, controlActor), postback.id);
        expect(again.error).toBeNull();
        expect(again.curlLog).toContain(recorded[0]!.confirmation);
        expect(sis.simulator.postbacks().filter((p) => p.payment.reference === reference)).toHaveLength(1);
        expect(await t.db.auditEvent.count({ where: { action: "postback.resent", entityId: String(postback.id) } })).toBe(1);
      } finally {
        await queue.stop();
        await db.$disconnect();
      }
    });

    it("an order without external lines writes no postback", async () => {
      const { caller, actor } = await setup.clerk(shop.school);
      const item = await setup.item(shop);
      await setup.addToTerminalCart(actor.userId, item.id);
      const answer = await caller.checkout.terminal({ module, idempotencyKey: key(), ...cashPayment() } as never);
      expect(await t.db.postback.count({ where: { orderId: answer.orderId! } })).toBe(0);
    });

    it("a simulator failure is retried with back-off and then sent; an amount the SIS always refuses ends FAILED", async () => {
      const ctxAt = (now: Date) => jobContextAt(t.db, now);
      const { postback } = await paidFee();
      sis.simulator.failNextPostbacks(1);
      const start = new Date();
      expect(await sendDuePostback(ctxAt(start), postback.id)).toEqual({ sent: false, retryAt: new Date(start.getTime() + 60_000) });
      const failed = await t.db.postback.findUniqueOrThrow({ where: { id: postback.id } });
      expect(failed).toMatchObject({ status: "PENDING", attempts: 1, lastError: expect.stringContaining("HTTP 503") });
      // Not due yet: nothing is sent.
      expect(await sendDuePostback(ctxAt(new Date(start.getTime() + 30_000)), postback.id)).toBeNull();
      expect(await sendDuePostback(ctxAt(new Date(start.getTime() + 61_000)), postback.id)).toEqual({ sent: true, retryAt: null });
      expect(await t.db.postback.findUniqueOrThrow({ where: { id: postback.id } })).toMatchObject({ status: "SENT", attempts: 2, lastError: null });

      // 3.13: the simulator answers 500 every time; after five attempts the postback is FAILED.
      const doomed = await paidFee(1, 313);
      let now = new Date(Date.now() + 1000);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const result = await sendDuePostback(ctxAt(now), doomed.postback.id);
        expect(result?.sent).toBe(false);
        now = result?.retryAt ?? now;
      }
      expect(await t.db.postback.findUniqueOrThrow({ where: { id: doomed.postback.id } })).toMatchObject({ status: "FAILED", attempts: 5, nextAttemptAt: null, lastError: expect.stringContaining("HTTP 500") });
    });
  });
});

function jobContextAt(db: Db, now: Date) {
  return jobContext({ db, mail: outboxTransport, appUrl: "http://localhost:3000", now: () => now });
}
