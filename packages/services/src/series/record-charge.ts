/**
 * Booking one approved series charge: an order of one line (the item as bought), its card
 * payment and the ledger rows, with checkout's own ledger split (payments/checkout: `ledgerRows`),
 * so a series charge adds up exactly like a checkout. Runs in the charging transaction.
 */
import { newToken, hashToken } from "../platform/tokens.ts";
import type { LedgerPart } from "../payments/checkout/ledger.ts";
import { ledgerRows } from "../payments/checkout/record.ts";
import type { ServiceContext, TxContext } from "../platform/context.ts";

export interface SeriesToCharge {
  id: number;
  companyId: number;
  itemId: number;
  studentId: number | null;
  payerUserId: number | null;
  payerName: string;
  payerEmail: string | null;
  itemCode: string;
  title: string;
  settlementAccountId: number | null;
  coaId: number | null;
  quantity: number;
  amountCents: number;
  taxCents: number;
  shippingCents: number;
  feeCents: number;
  totalCents: number;
  gatewayToken: string;
  cardBrand: string | null;
  cardLast4: string | null;
  cardExpMonth: number | null;
  cardExpYear: number | null;
}

export interface ApprovedCharge {
  approvedCents: number;
  token: string;
  transactionId: string;
}

/** The line's parts as bought, weighted in ten-thousandths as checkout weighs them. */
function lineParts(series: SeriesToCharge): LedgerPart[] {
  const sale = series.totalCents - series.taxCents - series.shippingCents - series.feeCents;
  return [
    { line: 0, kind: "SALE", mills4: Math.max(sale, 0) * 100 },
    { line: 0, kind: "TAX", mills4: series.taxCents * 100 },
    { line: 0, kind: "SHIPPING", mills4: series.shippingCents * 100 },
    { line: 0, kind: "FEE", mills4: series.feeCents * 100 },
  ];
}

/** Returns the new order's id and the receipt token for its e-mail. */
export async function recordSeriesCharge(
  ctx: TxContext<ServiceContext>,
  series: SeriesToCharge,
  charge: ApprovedCharge,
): Promise<{ orderId: number; receiptToken: string }> {
  const { db } = ctx;
  const receipt = newToken(32);
  const order = await db.order.create({
    data: {
      companyId: series.companyId,
      // Nobody took it at a terminal: the payer's card on file pays it, as online.
      source: "ONLINE",
      status: charge.approvedCents < series.totalCents ? "PARTIAL" : "PAID",
      payerName: series.payerName,
      payerEmail: series.payerEmail,
      payerUserId: series.payerUserId,
      subtotalCents: series.amountCents * series.quantity,
      taxCents: series.taxCents,
      shippingCents: series.shippingCents,
      feeCents: series.feeCents,
      totalCents: series.totalCents,
      paidCents: charge.approvedCents,
      emailReceipt: series.payerEmail !== null,
      receiptTokenHash: hashToken(receipt.token),
    },
    select: { id: true },
  });
  const line = await db.orderLine.create({
    data: {
      orderId: order.id,
      itemId: series.itemId,
      itemCode: series.itemCode,
      title: series.title,
      studentId: series.studentId,
      settlementAccountId: series.settlementAccountId,
      quantity: series.quantity,
      amountCents: series.amountCents,
      taxCents: series.taxCents,
      shippingCents: series.shippingCents,
      feeCents: series.feeCents,
      totalCents: series.totalCents,
    },
    select: { id: true, settlementAccountId: true },
  });
  const payment = await db.payment.create({
    data: {
      orderId: order.id,
      method: "CARD",
      amountCents: charge.approvedCents,
      cardBrand: series.cardBrand,
      cardLast4: series.cardLast4,
      cardExpMonth: series.cardExpMonth,
      cardExpYear: series.cardExpYear,
      gatewayToken: charge.token,
      gatewayTransactionId: charge.transactionId,
      payerName: series.payerName,
    },
    select: { id: true },
  });
  await db.ledgerEntry.createMany({
    data: ledgerRows(order.id, payment.id, charge.approvedCents, lineParts(series), [{ ...line, coaId: series.coaId }]),
  });
  return { orderId: order.id, receiptToken: receipt.token };
}
