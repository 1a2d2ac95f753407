/**
 * What a payer reads of an item's bookkeeping, on a real database: nothing of the chart of
 * accounts (the item's account and sub-account, their numbers and names) reaches the parent's or
 * the guest's pay link, item list, cart, receipt page, PDF or e-mail; and the receipt names an
 * item by its title, never by its code (codes are for staff screens).
 */
import type { Actor } from "@paydesk/domain";
import { renderReceiptPdf, smtpTransport, type MailTransport } from "@paydesk/services";
import { callerFor } from "@paydesk/tests/callers";
import { describeDb, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { createTestOrder } from "@paydesk/tests/orders";
import { startSmtpReceiver, type SmtpReceiver } from "@paydesk/tests/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** The text a PDF shows, read from its uncompressed content streams (pdfkit writes hex strings). */
function pdfText(pdf: Buffer): string {
  const content = pdf.toString("latin1");
  return [...content.matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""))
    .join("\n");
}

describeDb("what a payer reads of an item's bookkeeping", (t) => {
  let school: FixtureCompany;
  let parent: Actor;
  let smtp: SmtpReceiver;
  let smtpMail: MailTransport;
  const as = (actor: Actor | null, options: { mail?: MailTransport; guestCartKey?: string; setGuestKey?: (key: string) => void } = {}) =>
    callerFor(t.db, actor, { mail: options.mail, guestCartKey: options.guestCartKey ?? null, guestCartCookie: { set: options.setGuestKey ?? (() => undefined) } });

  /** The words of an item's chart of accounts a payer must never read: numbers and names alike. */
  let accountWords: string[];

  /** Books `itemId` to an account and a sub-account of `payeeId` with words no payer screen holds otherwise. */
  async function bookToAccounts(itemId: number, payeeId: number): Promise<void> {
    const s = uniqueSuffix();
    const coa = await t.db.chartAccount.create({ data: { payeeId, number: `GL41${s}`, name: `Lab revenue ${s}`, kind: "PRIMARY" } });
    const sub = await t.db.chartAccount.create({ data: { payeeId, number: `SUB77${s}`, name: `Consumables ${s}`, kind: "SUB" } });
    await t.db.item.update({ where: { id: itemId }, data: { coaId: coa.id, subCoaId: sub.id } });
    accountWords = [coa.number, coa.name, sub.number, sub.name];
  }

  const expectNoAccounts = (what: string, read: unknown) => {
    const text = typeof read === "string" ? read : JSON.stringify(read);
    for (const word of accountWords) expect(text, `${what} names "${word}"`).not.toContain(word);
  };

  beforeAll(async () => {
    school = await t.fixtures.company({ kind: "SCHOOL" });
    parent = await t.fixtures.actor(await t.fixtures.user({ kind: "PARENT", company: school, label: "pr-parent" }));
    smtp = await startSmtpReceiver();
    smtpMail = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    smtpMail?.close?.();
    await smtp?.close();
  });

  it("the pay link, the parent's items and the parent's and guest's carts say nothing of the accounts", async () => {
    const s = uniqueSuffix();
    const payee = await t.db.settlementAccount.create({ data: { companyId: school.id, name: `Lincoln payee ${s}`, reference: `R-${s}` } });
    const code = `LABA${s}`.toUpperCase().slice(0, 10);
    const item = await t.db.item.create({ data: { companyId: school.id, code, slug: "lab-fee", title: `Lab fee ${s}`, amountCents: 2500, settlementAccountId: payee.id } });
    await bookToAccounts(item.id, payee.id);

    const link = await as(null).items.payFor({ slug: "lab-fee", code });
    expect(link.item.title).toBe(`Lab fee ${s}`);
    expectNoAccounts("the pay link", link);

    const listed = await as(parent).parent.items({});
    expect(listed.general.map((i) => i.code)).toContain(code);
    expectNoAccounts("the parent's items", listed);

    await as(parent).cart.add({ module: "parent", itemId: item.id, studentId: "NA" });
    // A guest's first add opens a cart and hands its key to the browser's cookie.
    let guestKey = "";
    await as(null, { setGuestKey: (key) => void (guestKey = key) }).cart.add({ module: "pay", itemId: item.id, studentId: "NA" });
    const parentCart = await as(parent).cart.list({ module: "parent" });
    const guestCart = await as(null, { guestCartKey: guestKey }).cart.list({ module: "pay" });
    expect(parentCart.lines.map((l) => l.itemId)).toContain(item.id);
    expect(guestCart.lines.map((l) => l.itemId)).toContain(item.id);
    expectNoAccounts("the parent's cart", parentCart);
    expectNoAccounts("the guest's cart", guestCart);
  });

  describe("the receipt of an order of a booked item", () => {
    async function bookedOrder() {
      const order = await createTestOrder(t.db, school);
      const line = await t.db.orderLine.findFirstOrThrow({ where: { orderId: order.id }, orderBy: { id: "asc" }, select: { item: { select: { id: true, code: true, title: true, settlementAccountId: true } } } });
      await bookToAccounts(line.item.id, line.item.settlementAccountId!);
      return { order, item: line.item };
    }

    it("the page and its PDF name the item by its title, with neither its code nor its accounts", async () => {
      const { order, item } = await bookedOrder();
      const view = await as(null).receipts.viewByToken({ orderId: order.id, token: order.token });
      expectNoAccounts("the receipt page", view);
      const text = pdfText(await renderReceiptPdf(view, { compress: false }));
      expect(text).toContain(item.title);
      expect(text).not.toContain(item.code);
      expectNoAccounts("the PDF", text);
    });

    it("the e-mail names the item by its title, with neither its code nor its accounts", async () => {
      const { order, item } = await bookedOrder();
      await as(null, { mail: smtpMail }).receipts.send({ orderId: order.id, token: order.token });
      const mail = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: order.payerEmail, purpose: "receipt" } });
      expect(mail.textBody).toContain(item.title);
      for (const body of [mail.subject, mail.textBody, mail.htmlBody]) {
        expect(body).not.toContain(item.code);
        expectNoAccounts("the e-mail", body);
      }
    });
  });
});
