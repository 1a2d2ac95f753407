/**
 * Collections through createCaller on a real database: each source (a partial authorization from
 * the simulator, a failed recurring charge, a returned check) appears, and leaves when paid,
 * collected or written off; reminders go out through the outbox, one per click, and reach a real
 * SMTP server; totals by company; control only.
 */
import type { Actor } from "@paydesk/domain";
import { collectionsDueSummary, retryFailedEmails, smtpTransport, QUEUED_HANDOFF_MS, type MailTransport } from "@paydesk/services";
import { describeDb, expectTRPCError, uniqueSuffix } from "@paydesk/tests/harness";
import { createTestOrder } from "@paydesk/tests/orders";
import { startSmtpReceiver, type SmtpReceiver } from "@paydesk/tests/smtp";
import { AUTH_MESSAGES, COLLECTION_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, cardPayment, cashPayment, checkoutSetup, key, module } from "@paydesk/tests/shop-callers";
import { callerFor } from "@paydesk/tests/callers";

describeDb("collections router", (t) => {
  const setup = checkoutSetup(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;
  let control: Actor;
  let smtp: SmtpReceiver;
  let mail: MailTransport;
  const as = (actor: Actor | null) => callerFor(t.db, actor, { ip: "10.9.9.9" });
  const list = (extra: Record<string, unknown> = {}) => as(control).collections.list({ module: "control", companyId: shop.school.id, ...extra });
  const refsOf = async (extra: Record<string, unknown> = {}) => (await list(extra)).rows.map((row) => `${row.source}:${row.sourceId}`);

  beforeAll(async () => {
    await setup.startGateway();
    shop = await setup.shop();
    control = await t.fixtures.actor(await t.fixtures.user({ kind: "CONTROL", label: "coll-control" }));
    smtp = await startSmtpReceiver();
    mail = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    await setup.stopGateway();
    await smtp.close();
  });

  /** A clerk's terminal sale on the partial-authorization card: half is approved, the rest due. */
  async function partialSale(payerEmail?: string) {
    const clerk = await setup.clerk(shop.school);
    const item = await setup.item(shop, { amountCents: 3001 });
    await setup.addToTerminalCart(clerk.actor.userId, item.id);
    const answer = await clerk.caller.checkout.terminal({ module, idempotencyKey: key(), ...cardPayment(CARDS.partial, { email: payerEmail }) } as never);
    return { clerk, answer };
  }

  /** A recurring series on a paid order whose second charge failed after its last retry. */
  async function failedCharge() {
    const order = await createTestOrder(t.db, shop.school);
    const line = await t.db.orderLine.findFirstOrThrow({ where: { orderId: order.id } });
    const series = await t.db.recurringSeries.create({
      data: {
        companyId: shop.school.id,
        itemId: line.itemId,
        orderId: order.id,
        orderLineId: line.id,
        payerName: "Pat Payer",
        payerEmail: order.payerEmail,
        status: "FAILED",
        itemCode: line.itemCode,
        title: "Weekly Tutoring",
        quantity: 1,
        amountCents: 1500,
        totalCents: 1500,
        gatewayToken: `tok_${uniqueSuffix()}`,
        remaining: 0,
      },
    });
    const occurrence = await t.db.seriesOccurrence.create({
      data: { seriesId: series.id, sequence: 2, dueOn: new Date(), nextAttemptAt: new Date(), status: "FAILED", attempts: 3, lastError: "declined" },
    });
    return { order, occurrence };
  }

  async function returnedCheck() {
    const order = await createTestOrder(t.db, shop.school);
    const check = await t.db.payment.findFirstOrThrow({ where: { orderId: order.id, method: "CHECK" } });
    const marked = await as(control).collections.markCheckReturned({ module: "control", paymentId: check.id, memo: "NSF, bank letter 3" });
    return { order, check, marked };
  }

  describe("a partial authorization", () => {
    it("appears with what is due, and leaves by itself once the rest is paid", async () => {
      const { clerk, answer } = await partialSale();
      const row = (await list()).rows.find((r) => r.source === "PARTIAL_ORDER" && r.sourceId === answer.orderId);
      expect(row).toMatchObject({ orderId: answer.orderId, companyId: shop.school.id, companyName: shop.school.name, amountCents: 1501, state: "DUE", reminders: 0, payerName: "Pat Payer" });
      await clerk.caller.checkout.payRest({ module, orderId: answer.orderId, amountCents: 1501, idempotencyKey: key(), ...cashPayment() } as never);
      expect(await refsOf()).not.toContain(`PARTIAL_ORDER:${answer.orderId}`);
      await expectTRPCError(
        as(control).collections.resolve({ module: "control", source: "PARTIAL_ORDER", sourceId: answer.orderId, resolution: "COLLECTED", memo: "paid" }),
        "CONFLICT",
        COLLECTION_MESSAGES.notDue,
      );
    });

    it("e-mails one reminder per click through the outbox, linking to where the payer pays the rest, and the SMTP server gets each once", async () => {
      const email = `coll-${uniqueSuffix()}@payers.test`;
      const { answer } = await partialSale(email);
      const ref = { module: "control" as const, source: "PARTIAL_ORDER" as const, sourceId: answer.orderId };
      expect(await as(control).collections.remind(ref)).toEqual({ message: COLLECTION_MESSAGES.reminderSent, sentTo: email });
      await as(control).collections.remind(ref);
      const queued = await t.db.outboundEmail.findMany({ where: { toAddress: email }, orderBy: { id: "asc" } });
      expect(queued.map((m) => [m.status, m.purpose])).toEqual([
        ["QUEUED", "collection_reminder"],
        ["QUEUED", "collection_reminder"],
      ]);
      expect(queued[1]!.textBody).toContain("$15.01 still due");
      // The guest's link pays the rest by a fresh receipt token: the newest one opens the order.
      const link = queued[1]!.textBody.match(/http:\/\/\S+\/pay\/rest\/(\d+)\/(\S+)/);
      expect(link?.[1]).toBe(String(answer.orderId));
      const summary = await as(null).payRest.summary({ orderId: answer.orderId, token: decodeURIComponent(link![2]!) });
      expect(summary.dueCents).toBe(1501);

      const row = (await list()).rows.find((r) => r.sourceId === answer.orderId && r.source === "PARTIAL_ORDER");
      expect(row).toMatchObject({ state: "REMINDED", reminders: 2 });
      expect(await refsOf({ state: "DUE" })).not.toContain(`PARTIAL_ORDER:${answer.orderId}`);

      // The mail job delivers what was queued: each reminder reaches the SMTP server exactly once.
      const later = new Date(Date.now() + QUEUED_HANDOFF_MS + 60_000);
      await retryFailedEmails({ db: t.db, mail, now: () => later });
      await retryFailedEmails({ db: t.db, mail, now: () => later });
      expect(smtp.to(email)).toHaveLength(2);
      expect(smtp.to(email)[0]!.subject).toBe(`Payment reminder from ${shop.school.name}: $15.01 due`);
      const audits = await t.db.auditEvent.count({ where: { action: "collections.reminded", entityId: `PARTIAL_ORDER:${answer.orderId}` } });
      expect(audits).toBe(2);
    });

    it("refuses a reminder when the order has no e-mail address", async () => {
      const { answer } = await partialSale();
      await expectTRPCError(
        as(control).collections.remind({ module: "control", source: "PARTIAL_ORDER", sourceId: answer.orderId }),
        "BAD_REQUEST",
        COLLECTION_MESSAGES.noEmail,
      );
    });
  });

  describe("a failed recurring charge", () => {
    it("appears with the charge's amount and leaves when marked collected with a memo, audited", async () => {
      const { occurrence } = await failedCharge();
      const row = (await list({ source: "FAILED_CHARGE" })).rows.find((r) => r.sourceId === occurrence.id);
      expect(row).toMatchObject({ source: "FAILED_CHARGE", amountCents: 1500, what: "Weekly Tutoring (charge 2)" });
      const ref = { module: "control" as const, source: "FAILED_CHARGE" as const, sourceId: occurrence.id };
      await expectTRPCError(as(control).collections.resolve({ ...ref, resolution: "COLLECTED", memo: " x " }), "BAD_REQUEST", COLLECTION_MESSAGES.memoRequired);
      expect(await as(control).collections.resolve({ ...ref, resolution: "COLLECTED", memo: "Paid by phone" })).toEqual({ message: COLLECTION_MESSAGES.collected });
      expect(await refsOf()).not.toContain(`FAILED_CHARGE:${occurrence.id}`);
      const outcome = await t.db.collectionOutcome.findUniqueOrThrow({ where: { source_sourceId: { source: "FAILED_CHARGE", sourceId: occurrence.id } } });
      expect(outcome).toMatchObject({ resolution: "COLLECTED", memo: "Paid by phone", amountCents: 1500, resolvedById: control.userId });
      const audit = await t.db.auditEvent.findFirstOrThrow({ where: { action: "collections.collected", entityId: `FAILED_CHARGE:${occurrence.id}` } });
      expect(audit).toMatchObject({ actorId: control.userId, ip: "10.9.9.9" });
      await expectTRPCError(as(control).collections.resolve({ ...ref, resolution: "WRITTEN_OFF", memo: "again" }), "CONFLICT", COLLECTION_MESSAGES.notDue);
    });
  });

  describe("a returned check", () => {
    it("is marked returned with a memo (checks only, once), becomes due, and leaves when written off", async () => {
      const { order, check, marked } = await returnedCheck();
      expect(marked.message).toBe(COLLECTION_MESSAGES.checkReturned);
      const row = (await list({ source: "RETURNED_CHECK" })).rows.find((r) => r.sourceId === marked.checkReturnId);
      expect(row).toMatchObject({ orderId: order.id, amountCents: check.amountCents, what: "Returned check 1042" });
      await expectTRPCError(as(control).collections.markCheckReturned({ module: "control", paymentId: check.id, memo: "again" }), "CONFLICT", COLLECTION_MESSAGES.alreadyReturned);
      const card = await t.db.payment.findFirstOrThrow({ where: { orderId: order.id, method: "CARD" } });
      await expectTRPCError(as(control).collections.markCheckReturned({ module: "control", paymentId: card.id, memo: "bounced" }), "BAD_REQUEST", COLLECTION_MESSAGES.onlyChecks);
      await expectTRPCError(as(control).collections.markCheckReturned({ module: "control", paymentId: check.id, memo: "x" }), "BAD_REQUEST", COLLECTION_MESSAGES.checkMemoRequired);
      expect(await as(control).collections.checkPayments({ module: "control", orderId: order.id })).toEqual([
        expect.objectContaining({ paymentId: check.id, checkNumber: "1042", returned: true }),
      ]);
      await as(control).collections.resolve({ module: "control", source: "RETURNED_CHECK", sourceId: marked.checkReturnId, resolution: "WRITTEN_OFF", memo: "Family moved away" });
      expect(await refsOf()).not.toContain(`RETURNED_CHECK:${marked.checkReturnId}`);
      expect(await t.db.auditEvent.count({ where: { action: { in: ["collections.check_returned", "collections.written_off"] }, companyId: shop.school.id, after: { path: ["orderId"], equals: order.id } } })).toBe(2);
    });
  });

  describe("totals and the operations home's summary", () => {
    it("sums the rows by company, and the summary counts what the list shows", async () => {
      const other = await setup.shop();
      const here = await partialSale();
      const { marked } = await returnedCheck();
      const there = await createTestOrder(t.db, other.school, { status: "PARTIAL" });
      const both = await as(control).collections.list({ module: "control" });
      const mine = both.totals.find((total) => total.companyId === shop.school.id)!;
      const mineRows = both.rows.filter((row) => row.companyId === shop.school.id);
      expect(mine).toEqual({ companyId: shop.school.id, companyName: shop.school.name, count: mineRows.length, amountCents: mineRows.reduce((s, r) => s + r.amountCents, 0) });
      expect(mineRows.map((r) => `${r.source}:${r.sourceId}`)).toEqual(expect.arrayContaining([`PARTIAL_ORDER:${here.answer.orderId}`, `RETURNED_CHECK:${marked.checkReturnId}`]));
      expect(both.totals.find((total) => total.companyId === other.school.id)).toEqual({ companyId: other.school.id, companyName: other.school.name, count: 1, amountCents: 3100 });
      expect(both.rows.some((row) => row.sourceId === there.id && row.source === "PARTIAL_ORDER")).toBe(true);

      // In one snapshot, the summary is exactly the unfiltered list's count and sum.
      await t.db.$transaction(
        async (tx) => {
          const summary = await collectionsDueSummary(tx);
          const listed = await callerFor(tx as never, control).collections.list({ module: "control" });
          expect(summary).toEqual({ count: listed.totalCount, amountCents: listed.totalAmountCents });
        },
        { isolationLevel: "RepeatableRead" },
      );
    });
  });

  describe("access", () => {
    it("is control's only: staff, parents and control in another module are refused, signed-out is 401", async () => {
      const admin = await t.fixtures.actor(await t.fixtures.user({ company: shop.school, label: "coll-admin", permissions: ["terminal.manage", "reports.manage", "reports.view"] }));
      const parent = await t.fixtures.actor(await t.fixtures.user({ kind: "PARENT", label: "coll-parent" }));
      await expectTRPCError(as(admin).collections.list({ module: "school" }), "FORBIDDEN");
      await expectTRPCError(as(parent).collections.list({ module: "parent" }), "FORBIDDEN");
      await expectTRPCError(as(control).collections.list({ module: "school" }), "FORBIDDEN");
      await expectTRPCError(as(admin).collections.resolve({ module: "school", source: "PARTIAL_ORDER", sourceId: 1, resolution: "COLLECTED", memo: "ok" }), "FORBIDDEN");
      await expectTRPCError(as(null).collections.list({ module: "control" }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
    });

    it("answers an unknown row 404 and a malformed one 400", async () => {
      await expectTRPCError(as(control).collections.remind({ module: "control", source: "FAILED_CHARGE", sourceId: 2_000_000_000 }), "NOT_FOUND", COLLECTION_MESSAGES.unknown);
      await expectTRPCError(as(control).collections.remind({ module: "control", source: "FAILED_CHARGE", sourceId: "abc" as never }), "BAD_REQUEST", COLLECTION_MESSAGES.unknown);
    });
  });
});
