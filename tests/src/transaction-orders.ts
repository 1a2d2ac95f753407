/**
 * Orders as checkout writes them, for the transactions list tests (router and HTTP): each with its lines (item code,
 * title, payee) and payments (method, last four), at a chosen time.
 */
import type { Db } from "@paydesk/db";
import { uniqueSuffix, type FixtureCompany } from "./harness.ts";

export interface ListOrderSpec {
  createdAt: Date;
  status?: "PAID" | "PARTIAL" | "REFUNDED" | "VOID";
  payerName?: string;
  payerEmail?: string | null;
  paidCents?: number;
  payments?: { method: "CARD" | "CASH" | "CHECK"; cardLast4?: string }[];
  lineTitles?: string[];
}

export interface OrderMaker {
  (spec: ListOrderSpec): Promise<number>;
  itemCode: string;
  payeeName: string;
}

/** A maker of orders in `company`, all of one item and payee of its own. */
export async function orderMaker(db: Db, company: FixtureCompany): Promise<OrderMaker> {
  const s = uniqueSuffix();
  const payee = await db.settlementAccount.create({ data: { companyId: company.id, name: `Payee ${s}`, reference: `R-${s}` } });
  const code = `TL${s}`.toUpperCase();
  const item = await db.item.create({
    data: { companyId: company.id, code, slug: code, title: `Item ${s}`, settlementAccountId: payee.id, amountCents: 1000 },
  });
  const make = async (spec: ListOrderSpec) => {
    const paidCents = spec.paidCents ?? 1000;
    const payments = spec.payments ?? [{ method: "CARD" as const, cardLast4: "1111" }];
    const order = await db.order.create({
      data: {
        companyId: company.id,
        source: "TERMINAL",
        status: spec.status ?? "PAID",
        payerName: spec.payerName ?? "Pat Payer",
        payerEmail: spec.payerEmail === undefined ? `pat-${s}@list.test` : spec.payerEmail,
        subtotalCents: paidCents,
        totalCents: paidCents,
        paidCents,
        createdAt: spec.createdAt,
        lines: {
          create: (spec.lineTitles ?? [item.title]).map((title) => ({
            itemId: item.id,
            itemCode: item.code,
            title,
            settlementAccountId: payee.id,
            quantity: 1,
            amountCents: paidCents,
            totalCents: paidCents,
          })),
        },
        payments: {
          create: payments.map((p, i) => ({
            method: p.method,
            amountCents: i === 0 ? paidCents : 0,
            ...(p.method === "CARD" ? { cardBrand: "visa", cardLast4: p.cardLast4 ?? "1111", gatewayToken: `tok_${s}` } : {}),
            ...(p.method === "CHECK" ? { checkNumber: "1001" } : {}),
          })),
        },
      },
    });
    return order.id;
  };
  return Object.assign(make, { itemCode: item.code, payeeName: payee.name });
}
