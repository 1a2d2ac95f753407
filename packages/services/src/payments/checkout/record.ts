/**
 * Writing a paid checkout: everything in ONE transaction, after the gateway has authorized the
 * money (the charge is never made inside a transaction: a gateway call holds no row locks and a
 * slow gateway cannot hold the database up). In order:
 *
 * 1. The cart lines paid are deleted from the caller's cart; if one is gone (a concurrent
 *    checkout of the same cart under another key paid it), the transaction is rolled back
 *    (CartChanged), so a line is never paid twice.
 * 2. Order, lines (with their shares of the total), payment (brand, last four, expiry, token,
 *    never the number), ledger rows adding up exactly to the payment, the request's answer and
 *    the audit rows.
 * 3. Units, LAST, just before COMMIT: each item's quantity_sold grows by the units bought with one
 *    conditional UPDATE (`… WHERE quantity_available = 0 OR quantity_sold + n <= quantity_available`).
 *    PostgreSQL re-checks the condition on the row's newest version after waiting for a concurrent
 *    buyer's lock, so two buyers can never both take the last unit: the loser's UPDATE touches no
 *    row and the whole transaction is rolled back (ItemSoldOut). Taken last, the item's row lock
 *    is held for one statement and the commit, not for the inserts before it (every buyer of a
 *    popular item queues on that lock); in item id order, so two checkouts cannot deadlock (the
 *    foreign keys of the inserts only take KEY SHARE locks, which this UPDATE does not wait for).
 *
 * A rollback after a successful charge leaves money authorized for nothing: the caller voids it
 * through the gateway (checkout.ts), outside this transaction.
 */
import { AppError, type CheckedCard, type ItemTotalParts } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import type { PaymentObject } from "@paydesk/validators";
import { hashToken, newToken } from "../../auth/tokens.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { ServiceContext, TxContext } from "../../platform/context.ts";
import type { CartPricing, PricedLine } from "../pricing.ts";
import { type LineToPay } from "./cart-lines.ts";
import { recordOrderFollowUps } from "./follow-ups.ts";
import { type Claim, finishRequest } from "./idempotency.ts";
import { type LedgerKindName, type LedgerPart, splitPayment } from "./ledger.ts";
import type { CheckoutAnswer, RedirectFor } from "./types.ts";

/** A limited item had fewer units left than bought: the transaction is rolled back. */
export class ItemSoldOut extends Error {
  constructor(readonly itemId: number) {
    super(`item ${itemId} sold out`);
  }
}

/** A chosen cart line disappeared between reading the cart and paying it. */
export class CartChanged extends Error {}

export interface Authorization {
  amountCents: number;
  token: string;
  transactionId: string;
}

export interface PaidCheckout {
  source: "TERMINAL" | "ONLINE";
  cartId: number;
  lines: readonly LineToPay[];
  pricing: CartPricing;
  removeFees: boolean;
  payment: PaymentObject;
  card: CheckedCard | null;
  /** Card: what the gateway approved; cash and check: null (the whole total is paid). */
  authorization: Authorization | null;
  payerUserId: number | null;
  takenById: number | null;
  claim: Claim;
  redirect: RedirectFor;
}

const KIND_OF_PART: Record<LedgerKindName, keyof ItemTotalParts<number>> = { SALE: "subtotal", TAX: "tax", SHIPPING: "shipping", FEE: "fee" };

/** The exact parts of each line as charged, for the ledger (fees left out when removed). */
export function ledgerParts(pricing: CartPricing, removeFees: boolean): LedgerPart[] {
  const view = removeFees ? pricing.orderTotals.withoutFees : pricing.orderTotals.withFees;
  return view.lines.flatMap((line, index) =>
    (Object.keys(KIND_OF_PART) as LedgerKindName[]).map((kind) => ({ line: index, kind, mills4: line.totals.mills4[KIND_OF_PART[kind]] })),
  );
}

async function takeUnits(db: DbTx, lines: readonly PricedLine[]): Promise<void> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    const taken = await db.$executeRaw`
      UPDATE items SET quantity_sold = quantity_sold + ${quantity}
      WHERE id = ${itemId} AND (quantity_available = 0 OR quantity_sold + ${quantity} <= quantity_available)`;
    if (taken !== 1) throw new ItemSoldOut(itemId);
  }
}

async function removePaidLines(db: DbTx, cartId: number, lines: readonly LineToPay[]): Promise<void> {
  const removed = await db.cartLine.deleteMany({ where: { cartId, id: { in: lines.map((line) => line.id) } } });
  if (removed.count !== lines.length) throw new CartChanged();
}

function payerOf(payment: PaymentObject) {
  const or = (value: string) => (value === "" ? null : value);
  return {
    payerName: payment.name,
    payerEmail: or(payment.email),
    payerStreet: or(payment.street),
    payerStreet2: or(payment.street2),
    payerCity: or(payment.city),
    payerState: or(payment.state),
    payerCountry: or(payment.country),
    payerPostalCode: or(payment.postal_code),
  };
}

/** The payment row: what may be kept of a card (CONVENTIONS §7), or the check number. */
export function paymentColumns(payment: PaymentObject, card: CheckedCard | null, authorization: Authorization | null) {
  return {
    method: payment.method === "card" ? ("CARD" as const) : payment.method === "cash" ? ("CASH" as const) : ("CHECK" as const),
    cardBrand: card?.stored.brand ?? null,
    cardLast4: card?.stored.last4 ?? null,
    cardExpMonth: card?.stored.expMonth ?? null,
    cardExpYear: card?.stored.expYear ?? null,
    cardEntry: card?.entry ?? null,
    gatewayToken: authorization?.token ?? null,
    gatewayTransactionId: authorization?.transactionId ?? null,
    checkNumber: payment.method === "check" ? payment.check_number : null,
    payerName: payment.name,
  };
}

/** Ledger rows of one payment: its amount split over the order's lines and kinds. */
export function ledgerRows(
  orderId: number,
  paymentId: number,
  amountCents: number,
  parts: readonly LedgerPart[],
  lineRows: readonly { id: number; settlementAccountId: number | null; coaId: number | null }[],
) {
  return splitPayment(amountCents, parts).map((share) => ({
    orderId,
    paymentId,
    orderLineId: lineRows[share.line]!.id,
    settlementAccountId: lineRows[share.line]!.settlementAccountId,
    coaId: lineRows[share.line]!.coaId,
    kind: share.kind,
    amountCents: share.amountCents,
  }));
}

export async function recordPaidCheckout(ctx: TxContext<ServiceContext>, paid: PaidCheckout): Promise<CheckoutAnswer> {
  const { db } = ctx;
  const { pricing, removeFees } = paid;
  const view = removeFees ? pricing.orderTotals.withoutFees : pricing.orderTotals.withFees;
  const totalCents = view.cents.total;
  const paidCents = paid.authorization?.amountCents ?? totalCents;
  if (paidCents > totalCents) throw new AppError("INTERNAL_SERVER_ERROR", "authorized more than the total");

  await removePaidLines(db, paid.cartId, paid.lines);

  const receipt = newToken(32);
  const order = await db.order.create({
    data: {
      companyId: pricing.lines[0]!.companyId,
      source: paid.source,
      status: paidCents < totalCents ? "PARTIAL" : "PAID",
      ...payerOf(paid.payment),
      payerUserId: paid.payerUserId,
      takenById: paid.takenById,
      subtotalCents: view.cents.subtotal,
      taxCents: view.cents.tax,
      shippingCents: view.cents.shipping,
      feeCents: view.cents.fee,
      feesRemoved: removeFees,
      removedFeeCents: removeFees ? pricing.orderTotals.withFees.cents.fee : 0,
      totalCents,
      paidCents,
      emailReceipt: paid.payment.email_receipt,
      receiptTokenHash: hashToken(receipt.token),
    },
    select: { id: true, companyId: true },
  });
  const cartLineOf = new Map(paid.lines.map((line) => [line.id, line]));
  const orderLines = await db.orderLine.createManyAndReturn({
    data: pricing.lines.map((priced, index) => {
      const line = cartLineOf.get(priced.lineId)!;
      const parts = view.lines[index]!.totals.cents;
      return {
        orderId: order.id,
        itemId: priced.itemId,
        itemCode: priced.itemCode,
        title: priced.title,
        studentId: line.studentId,
        settlementAccountId: priced.settlementAccountId,
        quantity: priced.quantity,
        amountCents: priced.unitCents,
        taxCents: parts.tax,
        shippingCents: parts.shipping,
        feeCents: parts.fee,
        totalCents: view.lines[index]!.chargedCents,
        cfs: line.cfs ?? {},
        cfOverridden: line.cfOverridden,
        mipCode: line.mipCode,
        transient: line.transient ?? undefined,
      };
    }),
    select: { id: true, settlementAccountId: true },
  });
  const paymentFacts = paymentColumns(paid.payment, paid.card, paid.authorization);
  const payment = await db.payment.create({
    data: { orderId: order.id, amountCents: paidCents, takenById: paid.takenById, ...paymentFacts },
    select: { id: true },
  });
  const lineAccounts = orderLines.map((row, index) => ({ ...row, coaId: pricing.lines[index]!.coaId }));
  await db.ledgerEntry.createMany({ data: ledgerRows(order.id, payment.id, paidCents, ledgerParts(pricing, removeFees), lineAccounts) });

  const base = {
    status: paidCents < totalCents ? ("partial" as const) : ("success" as const),
    orderId: order.id,
    amountChargedCents: paidCents,
    amountDueCents: totalCents - paidCents,
    receiptToken: receipt.token,
  };
  const answer: CheckoutAnswer = { ...base, redirect: paid.redirect(base) };
  await finishRequest(db, paid.claim, { httpStatus: 200, answer }, order.id);
  await auditPayment(ctx, order, payment.id, paid, paidCents, totalCents);
  if (removeFees) {
    await recordAudit(ctx, {
      action: "checkout.fees_removed",
      entity: "order",
      entityId: order.id,
      companyId: order.companyId,
      after: { removedFeeCents: pricing.orderTotals.withFees.cents.fee, method: paid.payment.method },
    });
  }
  await recordOrderFollowUps(ctx, {
    orderId: order.id,
    companyId: order.companyId,
    source: paid.source,
    payerUserId: paid.payerUserId,
    payerName: paid.payment.name,
    payerEmail: paid.payment.email === "" ? null : paid.payment.email,
    payment: { id: payment.id, amountCents: paidCents, ...paymentFacts },
    lines: pricing.lines.map((priced, index) => ({
      orderLineId: orderLines[index]!.id,
      itemId: priced.itemId,
      itemType: priced.itemType,
      studentId: cartLineOf.get(priced.lineId)!.studentId,
      quantity: priced.quantity,
      amountCents: priced.unitCents,
      totalCents: view.lines[index]!.chargedCents,
      transient: cartLineOf.get(priced.lineId)!.transient ?? null,
    })),
  });
  await takeUnits(db, pricing.lines);
  return answer;
}

async function auditPayment(
  ctx: TxContext<ServiceContext>,
  order: { id: number; companyId: number },
  paymentId: number,
  paid: PaidCheckout,
  paidCents: number,
  totalCents: number,
): Promise<void> {
  await recordAudit(ctx, {
    action: "checkout.payment",
    entity: "order",
    entityId: order.id,
    companyId: order.companyId,
    after: {
      paymentId,
      method: paid.payment.method,
      amountCents: paidCents,
      totalCents,
      status: paidCents < totalCents ? "PARTIAL" : "PAID",
      ...(paid.card ? { cardBrand: paid.card.stored.brand, cardLast4: paid.card.stored.last4 } : {}),
      ...(paid.payment.method === "check" ? { checkNumber: paid.payment.check_number } : {}),
    },
  });
}
