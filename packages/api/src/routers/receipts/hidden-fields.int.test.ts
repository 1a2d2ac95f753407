/**
 * Hidden custom fields (docs/product/items-and-fees.md: hidden text, the school's own value such as a GL
 * reference) on a real database: left out of what the payer reads (the parent's and guest's cart, the receipt
 * page, its PDF and its e-mail), kept on what staff read (the terminal cart, the transaction detail).
 */
import type { Actor } from "@paydesk/domain";
import { renderReceiptPdf, smtpTransport, type MailTransport } from "@paydesk/services";
import { callerFor } from "@paydesk/tests/callers";
import { describeDb, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { createTestOrder } from "@paydesk/tests/orders";
import { startSmtpReceiver, type SmtpReceiver } from "@paydesk/tests/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const GL = { label: "GL reference", value: "CHEM-LAB" } as const;

/** The text a PDF shows, read from its uncompressed content streams (pdfkit writes hex strings). */
function pdfText(pdf: Buffer): string {
  const content = pdf.toString("latin1");
  return [...content.matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""))
    .join("\n");
}

describeDb("hidden custom fields", (t) => {
  let school: FixtureCompany;
  const actors: Record<"terminal" | "reports" | "parent", Actor> = {} as never;
  let smtp: SmtpReceiver;
  let smtpMail: MailTransport;
  const as = (actor: Actor | null, options: { mail?: MailTransport; guestCartKey?: string } = {}) =>
    callerFor(t.db, actor, { mail: options.mail, guestCartKey: options.guestCartKey ?? null, guestCartCookie: { set: () => undefined } });

  /** A lab fee like the seed's: a text field the payer fills in and a hidden GL reference. */
  async function labFee() {
    const code = `LAB${uniqueSuffix()}`.toUpperCase().slice(0, 10);
    const item = await t.db.item.create({ data: { companyId: school.id, code, slug: "lab-fee", title: `Lab fee ${code}`, amountCents: 2000 } });
    await t.db.itemCustomField.createMany({
      data: [
        { itemId: item.id, position: 1, label: "Lab partner", type: "TEXT" },
        { itemId: item.id, position: 2, label: GL.label, type: "HIDDENTEXT", defaultValue: GL.value },
      ],
    });
    return item;
  }

  beforeAll(async () => {
    school = await t.fixtures.company({ kind: "SCHOOL" });
    actors.terminal = await t.fixtures.actor(await t.fixtures.user({ company: school, permissions: ["terminal.manage"], label: "hf-terminal" }));
    actors.reports = await t.fixtures.actor(await t.fixtures.user({ company: school, permissions: ["reports.view"], label: "hf-reports" }));
    actors.parent = await t.fixtures.actor(await t.fixtures.user({ kind: "PARENT", company: school, label: "hf-parent" }));
    smtp = await startSmtpReceiver();
    smtpMail = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    smtpMail?.close?.();
    await smtp?.close();
  });

  describe("the cart", () => {
    it("a parent's and a guest's cart leave the hidden value out; the terminal's cart keeps it", async () => {
      const item = await labFee();
      const cfs = { "Lab partner": "Sam" };
      await as(actors.parent).cart.add({ module: "parent", itemId: item.id, studentId: "NA", cfs });
      await as(null, { guestCartKey: `guest-${uniqueSuffix()}` }).cart.add({ module: "pay", itemId: item.id, studentId: "NA", cfs });
      await as(actors.terminal).cart.add({ module: "school", itemId: item.id, studentId: "NA", cfs });

      const parentLine = (await as(actors.parent).cart.list({ module: "parent" })).lines.find((line) => line.itemId === item.id);
      expect(parentLine?.cfs).toEqual({ "Lab partner": "Sam" });
      const terminalLine = (await as(actors.terminal).cart.list({ module: "school" })).lines.find((line) => line.itemId === item.id);
      expect(terminalLine?.cfs).toEqual({ "Lab partner": "Sam", [GL.label]: GL.value });
      // The value is still stored on the parent's line: checkout copies it into the order for reports.
      const stored = await t.db.cartLine.findMany({ where: { itemId: item.id }, select: { cfs: true } });
      expect(stored.map((line) => line.cfs)).toEqual(Array(3).fill({ "Lab partner": "Sam", [GL.label]: GL.value }));
    });
  });

  describe("the receipt", () => {
    /** An order of the test helper whose first line is of a lab fee and carries the hidden value. */
    async function orderWithHiddenValue() {
      const order = await createTestOrder(t.db, school);
      const line = await t.db.orderLine.findFirstOrThrow({ where: { orderId: order.id }, orderBy: { id: "asc" } });
      await t.db.itemCustomField.create({ data: { itemId: line.itemId, position: 9, label: GL.label, type: "HIDDENTEXT", defaultValue: GL.value } });
      await t.db.orderLine.update({ where: { id: line.id }, data: { cfs: { "T-shirt size": "M", [GL.label]: GL.value } } });
      return order;
    }

    it("the page and its PDF show the payer's fields, not the hidden one", async () => {
      const order = await orderWithHiddenValue();
      for (const view of [await as(actors.terminal).receipts.view({ orderId: order.id }), await as(null).receipts.viewByToken({ orderId: order.id, token: order.token })]) {
        expect(view.lines[0]!.cfs).toEqual({ "T-shirt size": "M" });
        const text = pdfText(await renderReceiptPdf(view, { compress: false }));
        expect(text).toContain("T-shirt size: M");
        expect(text).not.toContain(GL.value);
      }
    });

    it("the e-mailed receipt leaves it out of both bodies", async () => {
      const order = await orderWithHiddenValue();
      await as(null, { mail: smtpMail }).receipts.send({ orderId: order.id, token: order.token });
      const mail = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: order.payerEmail, purpose: "receipt" } });
      expect(mail.textBody).toContain("T-shirt size: M");
      for (const body of [mail.textBody, mail.htmlBody]) {
        expect(body).not.toContain(GL.value);
        expect(body).not.toContain(GL.label);
      }
    });

    it("staff still read it on the transaction detail", async () => {
      const order = await orderWithHiddenValue();
      const detail = await as(actors.reports).transactionDetail.get({ module: "school", orderId: order.id });
      expect(detail.lines[0]!.cfs).toEqual({ "T-shirt size": "M", [GL.label]: GL.value });
    });
  });
});
