/**
 * Receipts: who may read an order's receipt (by sign-in or by token), what it says, the
 * PDF rendered from it, and the e-mailed receipt through the outbox and a real SMTP server.
 */
import type { Actor, Permission } from "@paydesk/domain";
import { RECEIPT_SENDS_PER_ORDER, renderReceiptPdf, smtpTransport, type MailTransport } from "@paydesk/services";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { startSmtpReceiver, type SmtpReceiver } from "@paydesk/tests/smtp";
import { AUTH_MESSAGES, PAYMENT_MESSAGES, RECEIPT_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestOrder, type TestOrder } from "@paydesk/tests/orders";
import { callerFor } from "@paydesk/tests/callers";

/** The text a PDF shows, read from its uncompressed content streams (pdfkit writes hex strings). */
function pdfText(pdf: Buffer): string {
  const content = pdf.toString("latin1");
  return [...content.matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""))
    .join("\n");
}

describeDb("receipts router", (t) => {
  let district: FixtureCompany;
  let school: FixtureCompany;
  let sister: FixtureCompany;
  let order: TestOrder;
  let parentOrder: TestOrder;
  const actors: Record<string, Actor> = {};
  let smtp: SmtpReceiver;
  let smtpMail: MailTransport;

  const as = (actor: Actor | null, mail?: MailTransport) => callerFor(t.db, actor, { mail });

  beforeAll(async () => {
    const f = t.fixtures;
    district = await f.company({ kind: "DISTRICT" });
    school = await f.company({ parent: district });
    sister = await f.company({ parent: district });
    const staff = async (company: FixtureCompany, permissions: Permission[]) =>
      f.actor(await f.user({ company, permissions, label: "rc-staff" }));
    actors.terminal = await staff(school, ["terminal.manage"]);
    actors.reports = await staff(school, ["reports.view"]);
    actors.items = await staff(school, ["items.manage"]);
    actors.districtTerminal = await staff(district, ["terminal.manage"]);
    actors.sister = await staff(sister, ["terminal.manage", "reports.view"]);
    actors.control = await f.actor(await f.user({ kind: "CONTROL", label: "rc-control" }));
    const payer = await f.user({ kind: "PARENT", company: school, label: "rc-parent" });
    actors.payer = await f.actor(payer);
    actors.otherParent = await f.actor(await f.user({ kind: "PARENT", company: school, label: "rc-other-parent" }));
    order = await createTestOrder(t.db, school);
    parentOrder = await createTestOrder(t.db, school, { payerUserId: payer.id });
    smtp = await startSmtpReceiver();
    smtpMail = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    smtpMail?.close?.();
    await smtp?.close();
  });

  describe("who may read a receipt", () => {
    it.each(["terminal", "reports", "districtTerminal", "control"])("lets %s staff of the order's subtree read it", async (who) => {
      const view = await as(actors[who]!).receipts.view({ orderId: order.id });
      expect(view.orderId).toBe(order.id);
    });

    it.each(["items", "sister", "payer", "otherParent"])("refuses %s with the access denial (403)", async (who) => {
      await expectTRPCError(as(actors[who]!).receipts.view({ orderId: order.id }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("lets the parent who paid read their order, and no other parent", async () => {
      expect((await as(actors.payer!).receipts.view({ orderId: parentOrder.id })).orderId).toBe(parentOrder.id);
      await expectTRPCError(as(actors.otherParent!).receipts.view({ orderId: parentOrder.id }), "FORBIDDEN");
    });

    it("asks a signed-out caller without a token to sign in (401)", async () => {
      await expectTRPCError(as(null).receipts.view({ orderId: order.id }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
    });

    it("opens the receipt for anyone holding the token, signed in or not, even staff of another school", async () => {
      expect((await as(null).receipts.viewByToken({ orderId: order.id, token: order.token })).orderId).toBe(order.id);
      expect((await as(actors.sister!).receipts.viewByToken({ orderId: order.id, token: order.token })).orderId).toBe(order.id);
    });

    it("answers a wrong token, another order's token and an unknown order alike: 404 with the product's message", async () => {
      const unknown = PAYMENT_MESSAGES.orderIdUnknown;
      await expectTRPCError(as(null).receipts.viewByToken({ orderId: order.id, token: "x".repeat(43) }), "NOT_FOUND", unknown);
      await expectTRPCError(as(null).receipts.viewByToken({ orderId: order.id, token: parentOrder.token }), "NOT_FOUND", unknown);
      await expectTRPCError(as(null).receipts.viewByToken({ orderId: order.id, token: "" }), "NOT_FOUND", unknown);
      await expectTRPCError(as(null).receipts.viewByToken({ orderId: 2_000_000_000, token: order.token }), "NOT_FOUND", unknown);
      await expectTRPCError(as(actors.control!).receipts.view({ orderId: 2_000_000_000 }), "NOT_FOUND", unknown);
    });

    it("refuses a missing or unreadable order id with the product's message (400)", async () => {
      for (const orderId of [undefined, "abc", 0, -3, 1.5]) {
        await expectTRPCError(
          as(actors.control!).receipts.view({ orderId: orderId as never }),
          "BAD_REQUEST",
          PAYMENT_MESSAGES.orderIdUnknown,
        );
      }
    });

    it("checks the module a page names", async () => {
      expect((await as(actors.terminal!).receipts.view({ orderId: order.id, module: "school" })).orderId).toBe(order.id);
      await expectTRPCError(as(actors.terminal!).receipts.view({ orderId: order.id, module: "vendor" }), "FORBIDDEN");
    });
  });

  describe("what it says", () => {
    it("shows the company, payer, lines with student and custom fields, payments by brand and last four or check number, and the sums", async () => {
      const view = await as(actors.terminal!).receipts.view({ orderId: order.id });
      expect(view).toMatchObject({
        status: "PAID",
        company: { id: school.id, name: school.name },
        payer: { name: "Pat Payer", email: order.payerEmail, street: "1 Main St", city: "Springfield", state: "IL", postalCode: "62701" },
        subtotalCents: 6000,
        feeCents: 200,
        totalCents: 6200,
        paidCents: 6200,
        dueCents: 0,
        feesRemoved: false,
      });
      expect(view.lines).toHaveLength(2);
      expect(view.lines[0]).toMatchObject({ quantity: 2, amountCents: 2500, feeCents: 200, totalCents: 5200, cfs: { "T-shirt size": "M", Clubs: ["Chess", "Band"] } });
      expect(view.lines[0]!.studentName).toMatch(/^Ada Byron/);
      expect(view.lines[1]).toMatchObject({ title: "Donation", studentName: null, totalCents: 1000 });
      expect(view.payments.map((p) => [p.method, p.amountCents, p.cardBrand, p.cardLast4, p.checkNumber])).toEqual([
        ["CARD", 3100, "visa", "1111", null],
        ["CHECK", 3100, null, null, "1042"],
      ]);
      // Nothing else of the card leaves the server: no token, no expiry.
      expect(JSON.stringify(view)).not.toMatch(/tok_|2030/);
    });

    it("says where the receipt was e-mailed when the payer asked for it at payment, and nothing otherwise", async () => {
      const asked = await createTestOrder(t.db, school);
      expect((await as(actors.terminal!).receipts.view({ orderId: asked.id })).emailedTo).toBeNull();
      await t.db.order.update({ where: { id: asked.id }, data: { emailReceipt: true } });
      expect((await as(actors.terminal!).receipts.view({ orderId: asked.id })).emailedTo).toBe(asked.payerEmail);
    });

    it("shows what a partial authorization left due", async () => {
      const partial = await createTestOrder(t.db, school, { status: "PARTIAL" });
      const view = await as(actors.terminal!).receipts.view({ orderId: partial.id });
      expect([view.status, view.totalCents, view.paidCents, view.dueCents]).toEqual(["PARTIAL", 6200, 3100, 3100]);
    });
  });

  describe("the PDF", () => {
    it("is a PDF naming the order, the company, the payer, the student, the fields and the payments", async () => {
      const view = await as(actors.terminal!).receipts.view({ orderId: order.id });
      const pdf = await renderReceiptPdf(view, { compress: false });
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = pdfText(pdf);
      for (const expected of [
        `Receipt for order ${order.id}`,
        school.name,
        "Pat Payer",
        "Student: Ada Byron",
        "T-shirt size: M",
        "Clubs: Chess, Band",
        "Visa ending 1111",
        "Check #1042",
        "$62.00",
        // Every line adds up on the page: price × quantity + fee + tax = its total.
        "$25.00 \u00d7 2 + $2.00 fee + $0.00 tax = $52.00",
      ]) {
        expect(text).toContain(expected);
      }
    });

    it("is compressed by default and still a PDF", async () => {
      const view = await as(actors.terminal!).receipts.view({ orderId: order.id });
      const pdf = await renderReceiptPdf(view);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.toString("latin1")).toContain("/FlateDecode");
    });
  });

  describe("sending", () => {
    const outbox = (to: string) => t.db.outboundEmail.findMany({ where: { toAddress: to }, orderBy: { id: "asc" } });

    it("e-mails the order's address with a working link; a token holder's send keeps their link", async () => {
      const fresh = await createTestOrder(t.db, school);
      const answer = await as(null).receipts.send({ orderId: fresh.id, token: fresh.token });
      expect(answer).toEqual({ message: RECEIPT_MESSAGES.sent, sentTo: fresh.payerEmail, delivered: true });
      const [mail] = await outbox(fresh.payerEmail);
      expect(mail).toMatchObject({ purpose: "receipt", status: "SENT", companyId: school.id });
      expect(mail!.textBody).toContain(`http://localhost:3000/pay/receipt/${fresh.id}/${fresh.token}/view`);
      expect(mail!.htmlBody).toContain(`/pay/receipt/${fresh.id}/${fresh.token}/view`);
      expect(mail!.textBody).toContain("Visa ending 1111");
      // Every line adds up in both bodies: price × quantity + fee + tax = its total.
      expect(mail!.textBody).toContain("$25.00 × 2 + $2.00 fee + $0.00 tax = $52.00");
      expect(mail!.htmlBody).toContain("$25.00 × 2 + $2.00 fee + $0.00 tax = $52.00");
      expect((await as(null).receipts.viewByToken({ orderId: fresh.id, token: fresh.token })).orderId).toBe(fresh.id);
    });

    it("gives a staff send a fresh token: its link opens the receipt and the older link stops working", async () => {
      const fresh = await createTestOrder(t.db, school);
      const other = `copy-${fresh.id}@receipts.test`;
      await as(actors.terminal!).receipts.send({ orderId: fresh.id, email: other });
      const [mail] = await outbox(other);
      const token = new RegExp(`/pay/receipt/${fresh.id}/([A-Za-z0-9_-]+)/view`).exec(mail!.textBody)![1]!;
      expect(token).not.toBe(fresh.token);
      expect((await as(null).receipts.viewByToken({ orderId: fresh.id, token })).orderId).toBe(fresh.id);
      await expectTRPCError(as(null).receipts.viewByToken({ orderId: fresh.id, token: fresh.token }), "NOT_FOUND");
      const audit = await t.db.auditEvent.findFirstOrThrow({ where: { action: "receipt.sent", entityId: String(fresh.id) } });
      expect(audit).toMatchObject({ actorId: actors.terminal!.userId, after: { to: other } });
    });

    it("escapes what people typed in the HTML body", async () => {
      const fresh = await createTestOrder(t.db, school);
      await t.db.order.update({ where: { id: fresh.id }, data: { payerName: `<script>alert(1)</script>` } });
      await as(actors.terminal!).receipts.send({ orderId: fresh.id });
      const [mail] = await outbox(fresh.payerEmail);
      expect(mail!.htmlBody).not.toContain("<script>");
      expect(mail!.htmlBody).toContain("&lt;script&gt;");
    });

    it("delivers through a real SMTP server when one is configured", async () => {
      const fresh = await createTestOrder(t.db, school);
      await as(actors.terminal!, smtpMail).receipts.send({ orderId: fresh.id });
      const mail = await smtp.waitFor((m) => m.to.includes(fresh.payerEmail));
      expect(mail.subject).toBe(`Your receipt from ${school.name} (order ${fresh.id})`);
      expect(mail.text).toContain(`/pay/receipt/${fresh.id}/`);
    });

    it("refuses a bad address with the product's message, and an order without one with ours", async () => {
      await expectTRPCError(
        as(actors.terminal!).receipts.send({ orderId: order.id, email: "not-an-email" }),
        "BAD_REQUEST",
        PAYMENT_MESSAGES.invalidEmail,
      );
      const silent = await createTestOrder(t.db, school, { payerEmail: null });
      await expectTRPCError(as(actors.terminal!).receipts.send({ orderId: silent.id }), "BAD_REQUEST", RECEIPT_MESSAGES.noEmailOnOrder);
    });

    it("sends one receipt at most ten times an hour (a token may not become a way to mail strangers)", async () => {
      const fresh = await createTestOrder(t.db, school);
      const caller = as(null);
      for (let i = 0; i < RECEIPT_SENDS_PER_ORDER.limit; i++) {
        await caller.receipts.send({ orderId: fresh.id, token: fresh.token, email: `spam-${i}-${fresh.id}@receipts.test` });
      }
      await expectTRPCError(
        caller.receipts.send({ orderId: fresh.id, token: fresh.token, email: `spam-x-${fresh.id}@receipts.test` }),
        "TOO_MANY_REQUESTS",
        RECEIPT_MESSAGES.tooManySends,
      );
      expect(await outbox(`spam-x-${fresh.id}@receipts.test`)).toEqual([]);
    });

    it("sends nothing for those who may not read the receipt", async () => {
      await expectTRPCError(as(actors.sister!).receipts.send({ orderId: order.id, email: "x@receipts.test" }), "FORBIDDEN");
      await expectTRPCError(as(null).receipts.send({ orderId: order.id }), "UNAUTHORIZED");
      await expectTRPCError(as(null).receipts.send({ orderId: order.id, token: "wrong" }), "NOT_FOUND");
      expect(await outbox("x@receipts.test")).toEqual([]);
    });
  });
});
