/**
 * An order as checkout writes it, for the receipt and transaction tests: a school with a payee and an item, a
 * student, two lines (one with custom fields), a card payment and a check payment, a payer address
 * and a receipt token whose hash is on the order.
 */
import type { Db } from "@paydesk/db";
import { newReceiptToken } from "@paydesk/services";
import { uniqueSuffix, type FixtureCompany } from "./fixtures.ts";

export interface TestOrder {
  id: number;
  token: string;
  payerEmail: string;
}

export async function createTestOrder(
  db: Db,
  company: FixtureCompany,
  options: { status?: "PAID" | "PARTIAL"; payerUserId?: number | null; payerEmail?: string | null } = {},
): Promise<TestOrder> {
  const s = uniqueSuffix();
  const payee = await db.settlementAccount.create({ data: { companyId: company.id, name: `Payee ${s}`, reference: `R-${s}` } });
  const code = `RCPT${s}`.toUpperCase().slice(0, 10);
  const item = await db.item.create({
    data: { companyId: company.id, code, slug: code, title: `Yearbook ${s}`, settlementAccountId: payee.id, amountCents: 2500 },
  });
  const student = await db.student.create({ data: { companyId: company.id, externalId: `RS-${s}`, firstName: "Ada", lastName: `Byron${s}` } });
  const { token, hash } = newReceiptToken();
  const status = options.status ?? "PAID";
  // 2 × $25.00 + $1.00 fee each, and one $10.00 donation: $62.00.
  const totalCents = 6200;
  const paidCents = status === "PAID" ? totalCents : 3100;
  const payerEmail = options.payerEmail === undefined ? `payer-${s}@receipts.test` : options.payerEmail;
  const order = await db.order.create({
    data: {
      companyId: company.id,
      source: "TERMINAL",
      status,
      payerName: "Pat Payer",
      payerEmail,
      payerStreet: "1 Main St",
      payerCity: "Springfield",
      payerState: "IL",
      payerCountry: "USA",
      payerPostalCode: "62701",
      payerUserId: options.payerUserId ?? null,
      subtotalCents: 6000,
      feeCents: 200,
      totalCents,
      paidCents,
      receiptTokenHash: hash,
      lines: {
        create: [
          {
            itemId: item.id,
            itemCode: item.code,
            title: item.title,
            studentId: student.id,
            settlementAccountId: payee.id,
            quantity: 2,
            amountCents: 2500,
            feeCents: 200,
            totalCents: 5200,
            cfs: { "T-shirt size": "M", Clubs: ["Chess", "Band"] },
          },
          { itemId: item.id, itemCode: item.code, title: "Donation", settlementAccountId: payee.id, quantity: 1, amountCents: 1000, totalCents: 1000 },
        ],
      },
      payments: {
        create:
          status === "PAID"
            ? [
                { method: "CARD", amountCents: 3100, cardBrand: "visa", cardLast4: "1111", cardExpMonth: 12, cardExpYear: 2030, cardEntry: "manual", gatewayToken: `tok_${s}` },
                { method: "CHECK", amountCents: 3100, checkNumber: "1042", payerName: "Pat Payer" },
              ]
            : [{ method: "CARD", amountCents: 3100, cardBrand: "mc", cardLast4: "4444", gatewayToken: `tok_${s}` }],
      },
    },
  });
  return { id: order.id, token, payerEmail: payerEmail ?? "" };
}
