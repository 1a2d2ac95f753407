/**
 * Writing a paid checkout: everything in ONE transaction, after the gateway has authorized the
 * money (the charge is never made inside a transaction: a gateway call holds no row locks and a
 * slow gateway cannot hold the database up). In order:
 *
 * 1. One statement (order-statement.ts): the cart lines paid are deleted from the caller's cart;
 *    the order, its lines (with their shares of the total), the payment (brand, last four, expiry,
 *    token, never the number), ledger rows adding up exactly to the payment, the request's answer
 *    and the audit rows are written. If a paid line was already gone (a concurrent checkout of the
 *    same cart under another key paid it), the transaction is rolled back (CartChanged), so a line
 *    is never paid twice: the DELETE waits for that checkout's row locks and then finds nothing.
 * 2. The follow-ups of other domains (the list checkout is handed, run by follow-ups.ts), with the
 *    facts of the rows just written.
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
import { AppError, type CheckedCard, type ItemTotalParts, type OrderTotals } from "@paydesk/domain";
import { type Db, poolOf } from "@paydesk/db";
import type { PaymentObject } from "@paydesk/validators";
import { hashToken, newToken } from "../../platform/tokens.ts";
import { auditColumns } from "../../platform/audit.ts";
import type { ServiceContext } from "../../platform/context.ts";
import { type HotStatement, type SqlRunner, inPoolTransaction, runnerOf } from "../../platform/sql.ts";
import type { CartPricing, PricedLine } from "../pricing.ts";
import { type LineToPay } from "./cart-lines.ts";
import type { PaidOrderFacts, PaidOrderFollowUps } from "../../platform/paid-order.ts";
import { followUpsMayWrite, recordOrderFollowUps } from "./follow-ups.ts";
import { inCheckoutTransaction } from "./transaction.ts";
import { type Claim, ClaimLost } from "./idempotency.ts";
import { type LedgerKindName, type LedgerPart, splitPayment } from "./ledger.ts";
import { writeOrderRows } from "./order-statement.ts";
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
  /** The order's and the payment's ids, reserved with the claim (claim.ts). */
  ids: { orderId: number; paymentId: number };
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

/** $1 the item, $2 the units bought: no row answered means too few were left. */
const TAKE_UNITS: HotStatement = {
  name: "checkout_take_units",
  text: `UPDATE items SET quantity_sold = quantity_sold + $2
    WHERE id = $1 AND (quantity_available = 0 OR quantity_sold + $2 <= quantity_available)
    RETURNING id`,
};

async function takeUnits(run: SqlRunner, lines: readonly PricedLine[]): Promise<void> {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.itemId, (units.get(line.itemId) ?? 0) + line.quantity);
  for (const [itemId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    const taken = await run(TAKE_UNITS, [itemId, quantity]);
    if (taken.length !== 1) throw new ItemSoldOut(itemId);
  }
}

/** The order's payer columns (an empty field is stored as null). */
function orderPayerValues(payment: PaymentObject) {
  const or = (value: string) => (value === "" ? null : value);
  return {
    payer_name: payment.name,
    payer_email: or(payment.email),
    payer_street: or(payment.street),
    payer_street2: or(payment.street2),
    payer_city: or(payment.city),
    payer_state: or(payment.state),
    payer_country: or(payment.country),
    payer_postal_code: or(payment.postal_code),
  };
}

/**
 * The payment row: what may be kept of a card (docs/product/checkout-and-payments.md), or the check number.
 */
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

/**
 * Writes the paid checkout in its transaction: a pg transaction of plain named statements when no
 * follow-up may write (most orders), else Prisma's interactive transaction, which the follow-ups
 * of other domains write through. The same statements either way.
 */
export async function recordPaidCheckout(ctx: ServiceContext & { db: Db }, paid: PaidCheckout, followUps: PaidOrderFollowUps): Promise<CheckoutAnswer> {
  const { pricing, removeFees } = paid;
  const view = removeFees ? pricing.orderTotals.withoutFees : pricing.orderTotals.withFees;
  const totalCents = view.cents.total;
  const paidCents = paid.authorization?.amountCents ?? totalCents;
  if (paidCents > totalCents) throw new AppError("INTERNAL_SERVER_ERROR", "authorized more than the total");
  const { orderId, paymentId } = paid.ids;
  const companyId = pricing.lines[0]!.companyId;
  const status = paidCents < totalCents ? ("PARTIAL" as const) : ("PAID" as const);

  const receipt = newToken(32);
  const base = {
    status: status === "PARTIAL" ? ("partial" as const) : ("success" as const),
    orderId,
    amountChargedCents: paidCents,
    amountDueCents: totalCents - paidCents,
    receiptToken: receipt.token,
  };
  const answer: CheckoutAnswer = { ...base, redirect: paid.redirect(base) };
  const paymentFacts = paymentColumns(paid.payment, paid.card, paid.authorization);
  const cartLineOf = new Map(paid.lines.map((line) => [line.id, line]));
  const paidLines: PaidLine[] = pricing.lines.map((priced, index) => ({ priced, line: cartLineOf.get(priced.lineId)!, share: view.lines[index]! }));
  // The lines' ids are drawn by the statement: the ledger rows name each line by its position (1-based).
  const positions = paidLines.map(({ priced }, index) => ({ id: index + 1, settlementAccountId: priced.settlementAccountId, coaId: priced.coaId }));
  const ledger = ledgerRows(orderId, paymentId, paidCents, ledgerParts(pricing, removeFees), positions);

  const values = {
    cart_id: paid.cartId,
    cart_line_ids: paid.lines.map((line) => line.id),
    order_id: orderId,
    company_id: companyId,
    source: paid.source,
    status,
    ...orderPayerValues(paid.payment),
    payer_user_id: paid.payerUserId,
    taken_by_id: paid.takenById,
    subtotal_cents: view.cents.subtotal,
    tax_cents: view.cents.tax,
    shipping_cents: view.cents.shipping,
    fee_cents: view.cents.fee,
    fees_removed: removeFees,
    removed_fee_cents: removeFees ? pricing.orderTotals.withFees.cents.fee : 0,
    total_cents: totalCents,
    paid_cents: paidCents,
    email_receipt: paid.payment.email_receipt,
    receipt_token_hash: hashToken(receipt.token),
    ...orderLineValues(paidLines),
    ...paymentValues(paymentId, paymentFacts),
    ...ledgerValues(ledger),
    request_id: paid.claim.requestId,
    claimed_at: paid.claim.claimedAt,
    answer: JSON.stringify(answer),
    ...auditValues(ctx, companyId, auditsOfPayment(paid, paymentId, paidCents, totalCents, status)),
  };
  const factsOf = (lineIds: readonly number[]): PaidOrderFacts => ({
    orderId,
    companyId,
    source: paid.source,
    payerUserId: paid.payerUserId,
    payerName: paid.payment.name,
    payerEmail: paid.payment.email === "" ? null : paid.payment.email,
    payment: { id: paymentId, amountCents: paidCents, ...paymentFacts },
    lines: paidLines.map(({ priced, line, share }, index) => ({
      orderLineId: lineIds[index] ?? 0,
      itemId: priced.itemId,
      itemType: priced.itemType,
      studentId: line.studentId,
      quantity: priced.quantity,
      amountCents: priced.unitCents,
      totalCents: share.chargedCents,
      transient: line.transient ?? null,
    })),
  });

  const write = async (run: SqlRunner, followUps: (facts: PaidOrderFacts) => Promise<void>) => {
    const written = await writeOrderRows(run, values);
    // Checked first: a holder fenced out must not void or refuse, the new holder answers.
    if (!written.answered) throw new ClaimLost(paid.claim.requestId);
    if (written.removed !== paid.lines.length) throw new CartChanged();
    await followUps(factsOf(written.lineIds));
    await takeUnits(run, pricing.lines);
    return answer;
  };
  const pool = poolOf(ctx.db);
  if (pool && !followUpsMayWrite(followUps, factsOf([]))) return inPoolTransaction(pool, (run) => write(run, async () => undefined));
  return inCheckoutTransaction(ctx, (tx) => write(runnerOf(tx.db), (facts) => recordOrderFollowUps(followUps, tx, facts)));
}

type PaidLine = { priced: PricedLine; line: LineToPay; share: OrderTotals["withFees"]["lines"][number] };

/** The order lines as the statement's parallel arrays, in cart order. */
function orderLineValues(paidLines: readonly PaidLine[]) {
  return {
    line_item_ids: paidLines.map(({ priced }) => priced.itemId),
    line_item_codes: paidLines.map(({ priced }) => priced.itemCode),
    line_titles: paidLines.map(({ priced }) => priced.title),
    line_student_ids: paidLines.map(({ line }) => line.studentId),
    line_accounts: paidLines.map(({ priced }) => priced.settlementAccountId),
    line_quantities: paidLines.map(({ priced }) => priced.quantity),
    line_amounts: paidLines.map(({ priced }) => priced.unitCents),
    line_taxes: paidLines.map(({ share }) => share.totals.cents.tax),
    line_shippings: paidLines.map(({ share }) => share.totals.cents.shipping),
    line_fees: paidLines.map(({ share }) => share.totals.cents.fee),
    line_totals: paidLines.map(({ share }) => share.chargedCents),
    line_cfs: paidLines.map(({ line }) => JSON.stringify(line.cfs ?? {})),
    line_cf_overridden: paidLines.map(({ line }) => line.cfOverridden),
    line_mip_codes: paidLines.map(({ line }) => line.mipCode),
    line_transients: paidLines.map(({ line }) => (line.transient == null ? null : JSON.stringify(line.transient))),
  };
}

/** The payment row's values (its id reserved with the claim). */
function paymentValues(paymentId: number, paymentFacts: ReturnType<typeof paymentColumns>) {
  return {
    payment_id: paymentId,
    method: paymentFacts.method,
    card_brand: paymentFacts.cardBrand,
    card_last4: paymentFacts.cardLast4,
    card_exp_month: paymentFacts.cardExpMonth,
    card_exp_year: paymentFacts.cardExpYear,
    card_entry: paymentFacts.cardEntry,
    gateway_token: paymentFacts.gatewayToken,
    gateway_transaction_id: paymentFacts.gatewayTransactionId,
    check_number: paymentFacts.checkNumber,
    payment_payer_name: paymentFacts.payerName,
  };
}

/** The ledger rows as parallel arrays; each names its order line by position (1-based). */
function ledgerValues(ledger: ReturnType<typeof ledgerRows>) {
  return {
    ledger_lines: ledger.map((row) => row.orderLineId),
    ledger_accounts: ledger.map((row) => row.settlementAccountId),
    ledger_coas: ledger.map((row) => row.coaId),
    ledger_kinds: ledger.map((row) => row.kind),
    ledger_amounts: ledger.map((row) => row.amountCents),
  };
}

/** The audit rows: who and from where once (recordAudit's rule), then each row's action and JSON. */
function auditValues(ctx: ServiceContext, companyId: number, audits: { action: string; after: object }[]) {
  const source = auditColumns(ctx, { action: "", entity: "order", companyId });
  return {
    audit_actor_id: source.actorId,
    audit_real_actor_id: source.realActorId,
    audit_company_id: source.companyId,
    audit_ip: source.ip,
    audit_actions: audits.map((audit) => audit.action),
    audit_afters: audits.map((audit) => JSON.stringify(audit.after)),
  };
}

/** The payment's audit row, and the fee removal's when the payer removed the fees. */
function auditsOfPayment(paid: PaidCheckout, paymentId: number, paidCents: number, totalCents: number, status: "PAID" | "PARTIAL") {
  const payment = {
    action: "checkout.payment",
    after: {
      paymentId,
      method: paid.payment.method,
      amountCents: paidCents,
      totalCents,
      status,
      ...(paid.card ? { cardBrand: paid.card.stored.brand, cardLast4: paid.card.stored.last4 } : {}),
      ...(paid.payment.method === "check" ? { checkNumber: paid.payment.check_number } : {}),
    },
  };
  if (!paid.removeFees) return [payment];
  return [payment, { action: "checkout.fees_removed", after: { removedFeeCents: paid.pricing.orderTotals.withFees.cents.fee, method: paid.payment.method } }];
}
