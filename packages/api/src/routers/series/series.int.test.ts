/**
 * Recurring series through createCaller and the job's own functions on a real database, charging
 * the gateway simulator over HTTP: a series starts at checkout (card only), the job charges a due
 * occurrence once even with two workers at it, a decline is retried with back-off and then fails
 * the series, a stop beats a queued charge, and who may list, read and stop.
 */
import { AUTH_MESSAGES, SERIES_MESSAGES } from "@paydesk/validators";
import { chargeDueOccurrences, chargeOccurrence, outboxTransport, SERIES_CHARGE_QUEUE, startSeriesChargeQueue } from "@paydesk/services";
import { createPool } from "@paydesk/db";
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, startOfLocalDay, todayIn } from "@paydesk/domain";
import { CARDS, cardPayment, cashPayment, checkPayment, key, seriesSetup } from "@paydesk/tests/shop-callers";
import { callerFor } from "@paydesk/tests/callers";

describeDb("series", (t) => {
  const setup = seriesSetup(t);
  type Shop = Awaited<ReturnType<typeof setup.shop>>;
  let shop: Shop;

  beforeAll(async () => {
    await setup.startGateway();
    shop = await setup.shop();
  });
  afterAll(() => setup.stopGateway());

  async function boughtSeries(recurrence: Parameters<typeof setup.recurringItem>[1] = {}) {
    const item = await setup.recurringItem(shop, recurrence);
    const bought = await setup.buyAtTerminal(shop, item.id);
    expect(bought.series).not.toBeNull();
    return { item, ...bought, series: bought.series! };
  }

  const staff = async (permissions: string[], company = shop.school) => {
    const actor = await t.fixtures.actor(await t.fixtures.user({ company, permissions: permissions as never }));
    return callerFor(t.db, actor);
  };

  describe("started at checkout", () => {
    it("a card purchase of a recurring item starts a series: the order pays the first date, the rest are scheduled with the card's token", async () => {
      // A school on the west coast, the tests' process on Chicago time: charge days are the school's.
      const zone = "America/Los_Angeles";
      const before = await t.db.company.findUniqueOrThrow({ where: { id: shop.school.id }, select: { timeZone: true } });
      await t.db.company.update({ where: { id: shop.school.id }, data: { timeZone: zone } });
      const bought = await boughtSeries({ billingIntervalDays: 7, billingOccurs: 3 }).finally(() =>
        t.db.company.update({ where: { id: shop.school.id }, data: { timeZone: before.timeZone } }),
      );
      const { item, answer, series } = bought;
      const payment = await t.db.payment.findFirstOrThrow({ where: { orderId: answer.orderId! } });
      const today = todayIn(zone, new Date());
      const inDays = (n: number) => startOfLocalDay(addDays(today, n), zone);
      expect(series).toMatchObject({
        status: "ACTIVE",
        companyId: shop.school.id,
        itemId: item.id,
        itemCode: item.code,
        studentId: shop.student.id,
        payerName: "Pat Payer",
        payerEmail: "pat@payer.test",
        totalCents: 1500,
        gatewayToken: payment.gatewayToken,
        cardBrand: "visa",
        cardLast4: "1111",
        remaining: 2,
        nextChargeAt: inDays(7),
      });
      expect(series.occurrences.map((o) => [o.sequence, o.status, o.dueOn.toISOString().slice(0, 10), o.orderId])).toEqual([
        [1, "PAID", today, answer.orderId],
        [2, "SCHEDULED", addDays(today, 7), null],
        [3, "SCHEDULED", addDays(today, 14), null],
      ]);
      expect(await t.db.auditEvent.count({ where: { action: "series.started", entityId: String(series.id) } })).toBe(1);
    });

    it("cash, a check and a one-charge schedule start no series; neither does an ordinary item", async () => {
      const item = await setup.recurringItem(shop);
      const cash = await setup.buyAtTerminal(shop, item.id, cashPayment());
      expect(cash.series).toBeNull();
      const check = await setup.buyAtTerminal(shop, item.id, checkPayment("1042"));
      expect(check.series).toBeNull();
      const once = await setup.recurringItem(shop, { billingOccurs: 1 });
      expect((await setup.buyAtTerminal(shop, once.id)).series).toBeNull();
      const basic = await setup.item(shop);
      expect((await setup.buyAtTerminal(shop, basic.id)).series).toBeNull();
    });

    it("a parent's card purchase starts a series that is theirs", async () => {
      const parent = await t.fixtures.actor(await t.fixtures.user({ kind: "PARENT", company: shop.school }));
      const item = await setup.recurringItem(shop);
      await setup.addToCart({ userId: parent.userId, purpose: "PARENT" }, item.id, { studentId: shop.student.id });
      const answer = await callerFor(t.db, parent).checkout.go({ module: "parent", idempotencyKey: key(), ...cardPayment(CARDS.mc) } as never);
      const series = await t.db.recurringSeries.findFirstOrThrow({ where: { orderId: answer.orderId! } });
      expect(series).toMatchObject({ payerUserId: parent.userId, cardBrand: "mc", remaining: 2 });
    });
  });

  describe("the charge job", () => {
    it("charges a due occurrence once with two workers at it: one order, one gateway charge, ledger adding up, receipt mailed", async () => {
      const { series } = await boughtSeries();
      const due = await setup.makeNextDue(series.id);
      const job = setup.jobAt();
      await Promise.all([chargeDueOccurrences(job), chargeDueOccurrences(job), chargeOccurrence(job, due.id)]);

      const occurrence = await t.db.seriesOccurrence.findUniqueOrThrow({ where: { id: due.id } });
      expect(occurrence).toMatchObject({ status: "PAID", attempts: 1, orderId: expect.any(Number) });
      expect(setup.gatewayChargesFor(due.id)).toHaveLength(1);
      const order = await t.db.order.findUniqueOrThrow({ where: { id: occurrence.orderId! }, include: { lines: true, payments: true } });
      expect(order).toMatchObject({ status: "PAID", totalCents: 1500, paidCents: 1500, companyId: shop.school.id, payerName: "Pat Payer" });
      expect(order.lines).toEqual([expect.objectContaining({ itemId: series.itemId, totalCents: 1500, studentId: shop.student.id })]);
      expect(order.payments).toEqual([expect.objectContaining({ method: "CARD", amountCents: 1500, cardLast4: "1111", gatewayTransactionId: expect.stringMatching(/^txn_/) })]);
      const ledger = await t.db.ledgerEntry.aggregate({ where: { orderId: order.id }, _sum: { amountCents: true } });
      expect(ledger._sum.amountCents).toBe(1500);
      expect(await t.db.seriesOccurrence.count({ where: { seriesId: series.id, status: "PAID" } })).toBe(2);
      expect(await t.db.recurringSeries.findUniqueOrThrow({ where: { id: series.id } })).toMatchObject({ status: "ACTIVE", remaining: 1 });
      expect(await t.db.outboundEmail.count({ where: { toAddress: "pat@payer.test", purpose: "receipt", subject: { contains: `order ${order.id}` } } })).toBe(1);
    });

    it("runs on the pg-boss queue: a job sent to series.charge-due charges what is due", async () => {
      const { series } = await boughtSeries();
      const due = await setup.makeNextDue(series.id);
      const pool = createPool(t.url, { max: 2 });
      const queue = await startSeriesChargeQueue(pool, { db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" }, { info: () => undefined });
      try {
        await queue.boss.send(SERIES_CHARGE_QUEUE, {});
        await expect.poll(async () => (await t.db.seriesOccurrence.findUniqueOrThrow({ where: { id: due.id } })).status, { timeout: 15_000 }).toBe("PAID");
        expect(setup.gatewayChargesFor(due.id)).toHaveLength(1);
      } finally {
        await queue.stop();
        await pool.end();
      }
    });

    it("completes the series after the last occurrence", async () => {
      const { series } = await boughtSeries({ billingOccurs: 2 });
      const due = await setup.makeNextDue(series.id);
      expect(await chargeOccurrence(setup.jobAt(), due.id)).toBe("charged");
      expect(await t.db.recurringSeries.findUniqueOrThrow({ where: { id: series.id } })).toMatchObject({ status: "COMPLETED", remaining: 0, nextChargeAt: null });
    });

    it("does not charge an occurrence before its day", async () => {
      const { series } = await boughtSeries();
      expect(await chargeOccurrence(setup.jobAt(), series.occurrences[1]!.id)).toBe("skipped");
      expect(setup.gatewayChargesFor(series.occurrences[1]!.id)).toHaveLength(0);
    });

    it("a decline is retried after 1 h, 6 h and 24 h with a new key each time, then the occurrence and the series fail; the payer is told each time", async () => {
      const { series } = await boughtSeries({ billingOccurs: 3 });
      // The card on file now declines (the simulator's stored-token convention).
      await t.db.recurringSeries.update({ where: { id: series.id }, data: { gatewayToken: "tok_declines_series_test" } });
      const due = await setup.makeNextDue(series.id);
      let clock = new Date();
      const hoursLater = (hours: number) => new Date(clock.getTime() + hours * 3_600_000 + 1000);

      expect(await chargeOccurrence(setup.jobAt(clock), due.id)).toBe("declined");
      let occurrence = await t.db.seriesOccurrence.findUniqueOrThrow({ where: { id: due.id } });
      expect(occurrence).toMatchObject({ status: "RETRYING", attempts: 1, nextAttemptAt: new Date(clock.getTime() + 3_600_000), lastError: "The transaction was declined. Please try again." });
      // Not before the back-off has passed.
      expect(await chargeOccurrence(setup.jobAt(new Date(clock.getTime() + 60_000)), due.id)).toBe("skipped");

      for (const [wait, attempts] of [[1, 2], [6, 3]] as const) {
        clock = hoursLater(wait);
        expect(await chargeOccurrence(setup.jobAt(clock), due.id)).toBe("declined");
        occurrence = await t.db.seriesOccurrence.findUniqueOrThrow({ where: { id: due.id } });
        expect(occurrence).toMatchObject({ status: "RETRYING", attempts });
      }
      clock = hoursLater(24);
      expect(await chargeOccurrence(setup.jobAt(clock), due.id)).toBe("failed");
      expect(await t.db.seriesOccurrence.findUniqueOrThrow({ where: { id: due.id } })).toMatchObject({ status: "FAILED", attempts: 4, orderId: null });
      expect(await t.db.recurringSeries.findUniqueOrThrow({ where: { id: series.id } })).toMatchObject({ status: "FAILED", remaining: 0, nextChargeAt: null });
      expect(await t.db.seriesOccurrence.findMany({ where: { seriesId: series.id }, orderBy: { sequence: "asc" }, select: { status: true } })).toEqual([
        { status: "PAID" },
        { status: "FAILED" },
        { status: "CANCELLED" },
      ]);
      expect(setup.gatewayChargesFor(due.id)).toHaveLength(0);
      const notices = await t.db.outboundEmail.findMany({ where: { toAddress: "pat@payer.test", purpose: "series_charge_failed", subject: { contains: "Weekly Tutoring" } }, orderBy: { id: "asc" }, select: { subject: true, createdAt: true } });
      expect(notices.slice(-4).map((n) => n.subject)).toEqual([
        "Your recurring payment for Weekly Tutoring was declined",
        "Your recurring payment for Weekly Tutoring was declined",
        "Your recurring payment for Weekly Tutoring was declined",
        "Your recurring payment for Weekly Tutoring has ended",
      ]);
      // A failed series is not charged again.
      expect(await chargeDueOccurrences(setup.jobAt(hoursLater(48)))).toMatchObject({ charged: expect.any(Number) });
      expect(setup.gatewayChargesFor(series.occurrences[2]!.id)).toHaveLength(0);
    });
  });

  describe("stop", () => {
    it("a stop committed before a queued charge wins: the charge finds the series stopped and charges nothing", async () => {
      const { series } = await boughtSeries();
      const due = await setup.makeNextDue(series.id);
      const manager = await staff(["reports.manage"]);
      expect(await manager.series.stop({ module: "school", seriesId: series.id })).toEqual({ message: SERIES_MESSAGES.stopped, status: "STOPPED" });
      expect(await chargeOccurrence(setup.jobAt(), due.id)).toBe("skipped");
      await chargeDueOccurrences(setup.jobAt());
      expect(setup.gatewayChargesFor(due.id)).toHaveLength(0);
      expect(await t.db.seriesOccurrence.findMany({ where: { seriesId: series.id }, orderBy: { sequence: "asc" }, select: { status: true } })).toEqual([
        { status: "PAID" },
        { status: "CANCELLED" },
        { status: "CANCELLED" },
      ]);
      expect(await t.db.recurringSeries.findUniqueOrThrow({ where: { id: series.id } })).toMatchObject({ status: "STOPPED", remaining: 0, nextChargeAt: null, stoppedAt: expect.any(Date) });
      expect(await t.db.auditEvent.count({ where: { action: "series.stopped", entityId: String(series.id) } })).toBe(1);
      // Again: nothing more happens, and it says so.
      expect(await manager.series.stop({ module: "school", seriesId: series.id })).toEqual({ message: SERIES_MESSAGES.alreadyStopped, status: "STOPPED" });
    });

    it("a charge while a stop holds the series skips it; after the stop it never charges", async () => {
      const { series } = await boughtSeries();
      const due = await setup.makeNextDue(series.id);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // A stop in progress: the series row locked, not yet committed.
      const stopping = t.db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM recurring_series WHERE id = ${series.id} FOR UPDATE`;
        locked();
        await held;
        await tx.recurringSeries.update({ where: { id: series.id }, data: { status: "STOPPED" } });
      });
      await isLocked;
      expect(await chargeOccurrence(setup.jobAt(), due.id)).toBe("skipped");
      release();
      await stopping;
      expect(await chargeOccurrence(setup.jobAt(), due.id)).toBe("skipped");
      expect(setup.gatewayChargesFor(due.id)).toHaveLength(0);
    });

    it("a stop racing a charge: either the charge committed before the stop, or nothing was charged; never a charge after it", async () => {
      const manager = await staff(["reports.manage"]);
      for (let round = 0; round < 4; round++) {
        const { series } = await boughtSeries();
        const due = await setup.makeNextDue(series.id);
        const [outcome] = await Promise.all([chargeOccurrence(setup.jobAt(), due.id), manager.series.stop({ module: "school", seriesId: series.id })]);
        const after = await t.db.recurringSeries.findUniqueOrThrow({ where: { id: series.id } });
        const occurrence = await t.db.seriesOccurrence.findUniqueOrThrow({ where: { id: due.id }, include: { order: true } });
        expect(after.status).toBe("STOPPED");
        if (outcome === "charged") {
          expect(occurrence.status).toBe("PAID");
          expect(occurrence.order!.createdAt.getTime()).toBeLessThanOrEqual(after.stoppedAt!.getTime());
          expect(setup.gatewayChargesFor(due.id)).toHaveLength(1);
        } else {
          expect(occurrence.status).toBe("CANCELLED");
          expect(setup.gatewayChargesFor(due.id)).toHaveLength(0);
        }
        expect(await chargeOccurrence(setup.jobAt(), due.id)).toBe("skipped");
      }
    });

    it("an ended series cannot be stopped (409); an unknown one is 404", async () => {
      const { series } = await boughtSeries({ billingOccurs: 2 });
      await chargeOccurrence(setup.jobAt(), (await setup.makeNextDue(series.id)).id);
      const manager = await staff(["reports.manage"]);
      await expectTRPCError(manager.series.stop({ module: "school", seriesId: series.id }), "CONFLICT", SERIES_MESSAGES.notActive);
      await expectTRPCError(manager.series.stop({ module: "school", seriesId: 2_000_000_000 }), "NOT_FOUND", SERIES_MESSAGES.unknown);
    });
  });

  describe("who may list, read and stop", () => {
    it("staff of the company subtree with reports.view list and read; stopping needs reports.manage; a sister school sees nothing", async () => {
      const { series, answer } = await boughtSeries();
      const reader = await staff(["reports.view"]);
      const list = await reader.series.list({ module: "school" });
      expect(list.series.map((s) => s.seriesId)).toContain(series.id);
      const detail = await reader.series.get({ module: "school", seriesId: series.id });
      expect(detail).toMatchObject({ seriesId: series.id, remaining: 2, studentName: "Ada Lovelace", payorName: "Pat Payer" });
      expect(detail.occurrences.map((o) => [o.sequence, o.status, o.orderId])).toEqual([
        [1, "PAID", answer.orderId],
        [2, "SCHEDULED", null],
        [3, "SCHEDULED", null],
      ]);
      expect(JSON.stringify(detail)).not.toContain(series.gatewayToken);
      await expectTRPCError(reader.series.stop({ module: "school", seriesId: series.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);

      const sister = await staff(["reports.view", "reports.manage"], await t.fixtures.company({ kind: "SCHOOL" }));
      expect((await sister.series.list({ module: "school" })).series.map((s) => s.seriesId)).not.toContain(series.id);
      await expectTRPCError(sister.series.get({ module: "school", seriesId: series.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(sister.series.stop({ module: "school", seriesId: series.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);

      const clerk = await staff(["terminal.manage"]);
      await expectTRPCError(clerk.series.list({ module: "school" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(callerFor(t.db, null).series.list({ module: "school" }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
    });

    it("a parent lists, reads and stops their own series in the parent area, and nobody else's", async () => {
      const parent = await t.fixtures.actor(await t.fixtures.user({ kind: "PARENT", company: shop.school }));
      const other = await t.fixtures.actor(await t.fixtures.user({ kind: "PARENT", company: shop.school }));
      const item = await setup.recurringItem(shop);
      await setup.addToCart({ userId: parent.userId, purpose: "PARENT" }, item.id, { studentId: shop.student.id });
      const parentCaller = callerFor(t.db, parent);
      const answer = await parentCaller.checkout.go({ module: "parent", idempotencyKey: key(), ...cardPayment(CARDS.visa) } as never);
      const series = await t.db.recurringSeries.findFirstOrThrow({ where: { orderId: answer.orderId! } });
      const { series: terminalSeries } = await boughtSeries();

      expect((await parentCaller.series.list({ module: "parent" })).series.map((s) => s.seriesId)).toEqual([series.id]);
      await expectTRPCError(parentCaller.series.get({ module: "parent", seriesId: terminalSeries.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(parentCaller.series.list({ module: "school" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);

      const otherCaller = callerFor(t.db, other);
      expect((await otherCaller.series.list({ module: "parent" })).series).toEqual([]);
      await expectTRPCError(otherCaller.series.stop({ module: "parent", seriesId: series.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);

      expect(await parentCaller.series.stop({ module: "parent", seriesId: series.id })).toEqual({ message: SERIES_MESSAGES.stopped, status: "STOPPED" });
    });
  });
});
