/**
 * Money by tender and orders of several sellers, through createCaller on a real database with
 * orders made by the real checkout, pay-the-rest and refunds (docs/product/reports-and-time-zones.md): an
 * order paid partly by card and partly in cash, with a refund of the cash, reads the same in the list, the
 * totals, the dashboard and the CSV export; an order holding a district item and a school item
 * is the school's order too, for its own line only, and still nobody else's.
 */
import type { Actor, Permission } from "@paydesk/domain";
import { composeReceiptEmail, renderReceiptPdf } from "@paydesk/services";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPayment, CARDS, cashPayment, key, module, refundsSetup } from "@paydesk/tests/shop-callers";

async function readAll(chunks: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** The text of an uncompressed PDF's text operators (pdfkit writes hex strings in TJ arrays). */
function pdfText(pdf: Buffer): string {
  const content = pdf.toString("latin1");
  return [...content.matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) => [...m[1]!.matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""))
    .join("\n");
}

const READER: Permission[] = ["dashboard.view", "reports.view", "items.view"];
const CSV_HEADER =
  "order_id,txn_date,payor,payor_email,student_external_id,student_name,item_code,title,category,account,account_name,sub_account,sub_account_name,payee,method,card_brand,card_last4,check_number,quantity,amount,fee,tax,refunded,status";

describeDb("money by tender and mixed orders", (t) => {
  const setup = refundsSetup(t);
  beforeAll(() => setup.startGateway());
  afterAll(() => setup.stopGateway());

  const actorAt = async (company: FixtureCompany, permissions: Permission[] = READER) =>
    t.fixtures.actor(await t.fixtures.user({ company, label: "tenders", permissions }));
  const callerOf = (actor: Actor) => setup.callerAt(actor);

  describe("an order paid $10 by card and $5 in cash, then $3 of the cash given back", () => {
    it("reads the same in the list, the totals (by tender and filtered), the dashboard and the export", async () => {
      const shop = await setup.shop();
      const item = await setup.item(shop, { amountCents: 2000, title: "Band Trip" });
      const clerk = await setup.clerk(shop.school);
      await setup.addToTerminalCart(clerk.actor.userId, item.id);
      // A partial authorization approves half: $10 by card; then $5 of the rest in cash.
      const first = await clerk.caller.checkout.terminal({ module, idempotencyKey: key(), ...cardPayment(CARDS.partial) } as never);
      expect(first).toMatchObject({ status: "partial", amountChargedCents: 1000 });
      await clerk.caller.checkout.payRest({ module, orderId: first.orderId, amountCents: 500, idempotencyKey: key(), ...cashPayment() } as never);
      const cash = await t.db.payment.findFirstOrThrow({ where: { orderId: first.orderId, method: "CASH" } });
      const manager = await setup.manager(shop.school);
      await callerOf(manager).refunds.create({ module, orderId: first.orderId, paymentId: cash.id, amountCents: 300, reason: "Overpaid", idempotencyKey: key() });

      const caller = callerOf(await actorAt(shop.school));
      const [row] = (await caller.transactions.list({ module })).rows;
      expect(row).toMatchObject({ orderId: first.orderId, amountCents: 1200, methods: ["CARD", "CASH"] });
      expect(await caller.transactions.totals({ module })).toMatchObject({
        count: 1,
        amountCents: 1200,
        byMethod: { CARD: 1000, CASH: 200, CHECK: 0 },
      });

      // "Today's cash" is the cash tender net of its refund, not the whole order.
      const [cashRow] = (await caller.transactions.list({ module, methods: ["CASH"] })).rows;
      expect(cashRow).toMatchObject({ orderId: first.orderId, amountCents: 200 });
      expect(await caller.transactions.totals({ module, methods: ["CASH"] })).toMatchObject({
        count: 1,
        amountCents: 200,
        byMethod: { CARD: 0, CASH: 200, CHECK: 0 },
      });
      expect(await caller.transactions.totals({ module, methods: ["CHECK"] })).toMatchObject({ count: 0, amountCents: 0 });

      // The dashboard's kept figures agree.
      expect((await caller.dashboard.salesByMethod({ module, range: "today" })).rows).toEqual([
        { method: "CARD", amountCents: 1000 },
        { method: "CASH", amountCents: 200 },
      ]);
      expect(await caller.dashboard.transactions({ module, range: "today" })).toMatchObject({ orders: 1, amountCents: 1200 });

      // The export: one row for the one line, both tenders named, the refund beside it.
      const file = await caller.transactions.export({ module });
      const lines = (await readAll(file.chunks)).trimEnd().split("\r\n");
      expect(lines[0]).toBe(CSV_HEADER);
      expect(lines).toHaveLength(2);
      const cells = lines[1]!.split(",");
      const cell = (name: string) => cells[CSV_HEADER.split(",").indexOf(name)];
      expect(cell("order_id")).toBe(String(first.orderId));
      expect(cell("title")).toBe("Band Trip");
      expect(cell("account")).toBe((await t.db.chartAccount.findUniqueOrThrow({ where: { id: shop.coa.id } })).number);
      expect(cell("payee")).toBe(shop.payee.name);
      expect(cell("method")).toBe("card + cash");
      expect(cell("card_last4")).toBe("0119");
      expect([cell("quantity"), cell("amount"), cell("fee"), cell("tax"), cell("refunded"), cell("status")]).toEqual(["1", "20.00", "0.00", "0.00", "3.00", "PARTIAL"]);
    });
  });

  describe("an order holding a district item and a Lincoln item", () => {
    let district: FixtureCompany;
    let lincoln: FixtureCompany;
    let sister: FixtureCompany;
    let orderId: number;

    beforeAll(async () => {
      district = await t.fixtures.company({ kind: "DISTRICT" });
      lincoln = await t.fixtures.company({ parent: district });
      sister = await t.fixtures.company({ parent: district });
      const shopAt = async (company: FixtureCompany, name: string) => {
        const payee = await t.db.settlementAccount.create({ data: { companyId: company.id, name, reference: `R-${company.id}` } });
        const coa = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: `4${company.id}`, name: "Sales", kind: "PRIMARY" } });
        const soldOut = await t.db.soldOutMessage.create({ data: { companyId: company.id, text: "All gone" } });
        return { school: company, payee, coa, soldOut };
      };
      const districtItem = await setup.item((await shopAt(district, "District fund")) as never, { amountCents: 1000, title: "District Pass" });
      const lincolnItem = await setup.item((await shopAt(lincoln, "Lincoln fund")) as never, { amountCents: 500, title: "Lincoln Yearbook" });
      // Taken at the district's terminal (its subtree holds both), the district item first: the
      // order is the district's.
      const clerk = await setup.clerk(district);
      await setup.addToTerminalCart(clerk.actor.userId, districtItem.id);
      await setup.addToTerminalCart(clerk.actor.userId, lincolnItem.id);
      orderId = (await clerk.caller.checkout.terminal({ module, idempotencyKey: key(), ...cashPayment() } as never)).orderId;
      expect((await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).companyId).toBe(district.id);
    });

    it("appears in Lincoln's list, totals and export for Lincoln's line only; the district counts both", async () => {
      const lincolnCaller = callerOf(await actorAt(lincoln));
      const [row] = (await lincolnCaller.transactions.list({ module })).rows;
      expect(row).toMatchObject({ orderId, amountCents: 500 });
      expect(await lincolnCaller.transactions.totals({ module })).toMatchObject({ count: 1, amountCents: 500, byMethod: { CASH: 500 } });
      const lines = (await readAll((await lincolnCaller.transactions.export({ module })).chunks)).trimEnd().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain("Lincoln Yearbook");

      const districtCaller = callerOf(await actorAt(district));
      expect(await districtCaller.transactions.totals({ module })).toMatchObject({ count: 1, amountCents: 1500, byMethod: { CASH: 1500 } });
      expect((await readAll((await districtCaller.transactions.export({ module })).chunks)).trimEnd().split("\r\n")).toHaveLength(3);
    });

    it("opens for Lincoln, naming both sellers, on the detail and the receipt; Lincoln may not change it, the district may", async () => {
      const reader = callerOf(await actorAt(lincoln));
      const detail = await reader.transactionDetail.get({ module, orderId });
      expect(detail.sellers.map((s) => s.name)).toEqual([district.name, lincoln.name]);
      expect(detail.mayChange).toBe(false);
      const receipt = await reader.receipts.view({ module, orderId });
      expect(receipt.sellers.map((s) => s.name)).toEqual([district.name, lincoln.name]);
      // The e-mail and the PDF name both too, and which line each sold.
      const email = composeReceiptEmail(receipt, "http://localhost/receipt");
      expect(email.subject).toBe(`Your receipt from ${district.name} and ${lincoln.name} (order ${orderId})`);
      expect(email.text).toContain(`Sold by ${lincoln.name}`);
      expect(email.html).toContain(`Sold by ${lincoln.name}`);
      const pdf = pdfText(await renderReceiptPdf(receipt, { compress: false }));
      for (const text of [district.name, lincoln.name, `Sold by ${lincoln.name}`]) expect(pdf).toContain(text);

      const lincolnManager = await setup.manager(lincoln);
      expect((await callerOf(lincolnManager).refunds.forOrder({ module, orderId })).mayRefund).toBe(false);
      const payment = await t.db.payment.findFirstOrThrow({ where: { orderId } });
      await expectTRPCError(
        callerOf(lincolnManager).refunds.create({ module, orderId, paymentId: payment.id, amountCents: 100, reason: "No", idempotencyKey: key() }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(
        callerOf(lincolnManager).transactionDetail.update({ module, orderId, payor: { name: "Someone Else" }, memo: "no" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      const districtManager = await setup.manager(district);
      expect((await callerOf(districtManager).transactionDetail.get({ module, orderId })).mayChange).toBe(true);
      expect((await callerOf(districtManager).refunds.forOrder({ module, orderId })).mayRefund).toBe(true);
    });

    it("stays refused to a school holding no line of it, as before", async () => {
      const outsider = callerOf(await actorAt(sister));
      expect((await outsider.transactions.list({ module })).rows.map((r) => r.orderId)).not.toContain(orderId);
      await expectTRPCError(outsider.transactionDetail.get({ module, orderId }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(outsider.receipts.view({ module, orderId }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      expect(await outsider.transactions.totals({ module })).toMatchObject({ count: 0, amountCents: 0 });
    });
  });
});
