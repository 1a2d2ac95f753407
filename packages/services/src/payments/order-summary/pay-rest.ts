/**
 * Paying what a partial authorization left due (`POST /{module}/virtual-terminal/order-summary/{orderId}`,
 * docs/product/checkout-and-payments.md): never more than is due, with the same idempotency, gateway and
 * answers as a checkout. A PARTIAL order becomes PAID when nothing is due any more.
 *
 * Two payments of the rest can race (two tabs, two clerks): the charge happens outside the
 * transaction, and the transaction locks the order row and re-checks what is due; the loser's
 * charge is voided, as a checkout's is when the last units sold meanwhile.
 */
import { AppError, accessDenied, centsToMills4, payerChoiceProblem, payRestProblem } from "@paydesk/domain";
import type { Db } from "@paydesk/db";
import { CHECKOUT_MESSAGES } from "@paydesk/validators";
import { recordAudit } from "../../platform/audit.ts";
import type { ActorTxContext, ServiceContext } from "../../platform/context.ts";
import { inCheckoutTransaction } from "../checkout/transaction.ts";
import { GATEWAY_UNAVAILABLE_MESSAGE } from "../gateway/http-client.ts";
import { type ChargeAttempt, chargeCard, voidAuthorization } from "../checkout/charge.ts";
import { type Claim, finishRequest, releaseRequest, storeRefusal } from "../checkout/idempotency.ts";
import { type CardAttemptGuard, type OnlineCardPayer, admitCardAttempt } from "../checkout/card-testing.ts";
import { runOnce } from "../checkout/run-once.ts";
import type { LedgerPart } from "../checkout/ledger.ts";
import { type JudgedPayment, judgePayment } from "../checkout/payment-input.ts";
import { type Authorization, ledgerRows, paymentColumns } from "../checkout/record.ts";
import type { CheckoutAnswer, RedirectFor } from "../checkout/types.ts";
import { findOrderForPayer, findOrderInScope, orderAcceptedBrands } from "./summary.ts";

export interface PayRestRequest {
  orderId: number;
  amountCents: number;
  payment: Record<string, unknown>;
  idempotencyKey?: string | undefined;
  redirect: RedirectFor;
  /**
   * Who pays. Absent: staff at the terminal's order summary (an order of their subtree). `payer`:
   * the parent who paid the order or a holder of its receipt token, already admitted by the
   * receipt rung; `scope` names whose idempotency keys these are (see payerRestScope).
   */
  payer?: { scope: string; online: OnlineCardPayer };
}

type Ctx = ServiceContext & { db: Db };

/** A parent's keys are theirs; a guest has no account, so a token holder's keys belong to the order. */
export function payerRestScope(orderId: number, parentUserId: number | null): string {
  return parentUserId !== null ? `user:${parentUserId}` : `order:${orderId}`;
}
type OrderInScope = Awaited<ReturnType<typeof findOrderInScope>>;

/** Staff pay the rest under their own keys; the terminal's rung guarantees someone signed in. */
function staffScope(ctx: Ctx): string {
  if (!ctx.actor) throw accessDenied();
  return `user:${ctx.actor.userId}`;
}

/** Paid meanwhile by another payment of the rest: less is due than this one brought. */
class PaidMeanwhile extends Error {}

async function prepare(ctx: Ctx, request: PayRestRequest): Promise<{ order: OrderInScope; judged: JudgedPayment; guard: CardAttemptGuard | null }> {
  const order = request.payer ? await findOrderForPayer(ctx, request.orderId) : await findOrderInScope(ctx as ActorTxContext, request.orderId);
  if (order.status !== "PARTIAL") throw new AppError("BAD_REQUEST", CHECKOUT_MESSAGES.nothingDue);
  const problem = payRestProblem(order.totalCents - order.paidCents, request.amountCents);
  if (problem) throw new AppError("BAD_REQUEST", problem, { amount: problem });
  const judged = judgePayment(request.payment, { now: ctx.now(), acceptedBrands: await orderAcceptedBrands(ctx, order) });
  // As at checkout: cash, check and removing the fees are staff choices; online payers pay by card.
  const choice = request.payer ? payerChoiceProblem(judged.payment) : null;
  if (choice) throw new AppError("BAD_REQUEST", choice.message, { [choice.field]: choice.message });
  const guard = request.payer && judged.card ? await admitCardAttempt(ctx.db, request.payer.online, judged.card) : null;
  return { order, judged, guard };
}

/** The ledger weights of the rest: each line's parts as recorded on the order. */
async function orderLedgerParts(ctx: Ctx, orderId: number) {
  const lines = await ctx.db.orderLine.findMany({
    where: { orderId },
    select: { id: true, settlementAccountId: true, amountCents: true, quantity: true, taxCents: true, shippingCents: true, feeCents: true, item: { select: { coaId: true } } },
    orderBy: { id: "asc" },
  });
  const parts: LedgerPart[] = lines.flatMap((line, index) => [
    { line: index, kind: "SALE" as const, mills4: centsToMills4(line.amountCents * line.quantity) },
    { line: index, kind: "TAX" as const, mills4: centsToMills4(line.taxCents) },
    { line: index, kind: "SHIPPING" as const, mills4: centsToMills4(line.shippingCents) },
    { line: index, kind: "FEE" as const, mills4: centsToMills4(line.feeCents) },
  ]);
  return { parts, accounts: lines.map((line) => ({ id: line.id, settlementAccountId: line.settlementAccountId, coaId: line.item.coaId })) };
}

async function record(ctx: Ctx, request: PayRestRequest, judged: JudgedPayment, claim: Claim, authorization: Authorization | null): Promise<CheckoutAnswer> {
  const amountCents = authorization?.amountCents ?? request.amountCents;
  const ledger = await orderLedgerParts(ctx, request.orderId);
  return inCheckoutTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.$queryRaw<{ total_cents: number; paid_cents: number; company_id: number }[]>`
      SELECT total_cents, paid_cents, company_id FROM orders WHERE id = ${request.orderId} FOR UPDATE`;
    if (!locked || locked.paid_cents + amountCents > locked.total_cents) throw new PaidMeanwhile();
    const paidCents = locked.paid_cents + amountCents;
    const status = paidCents >= locked.total_cents ? ("PAID" as const) : ("PARTIAL" as const);
    await tx.db.order.update({ where: { id: request.orderId }, data: { paidCents, status } });
    const payment = await tx.db.payment.create({
      data: { orderId: request.orderId, amountCents, takenById: request.payer ? null : (ctx.actor?.userId ?? null), ...paymentColumns(judged.payment, judged.card, authorization) },
      select: { id: true },
    });
    await tx.db.ledgerEntry.createMany({ data: ledgerRows(request.orderId, payment.id, amountCents, ledger.parts, ledger.accounts) });
    const base = {
      status: status === "PAID" ? ("success" as const) : ("partial" as const),
      orderId: request.orderId,
      amountChargedCents: amountCents,
      amountDueCents: locked.total_cents - paidCents,
      receiptToken: null,
    };
    const answer: CheckoutAnswer = { ...base, redirect: request.redirect(base) };
    await finishRequest(tx.db, claim, { httpStatus: 200, answer }, request.orderId);
    await recordAudit(tx, {
      action: "checkout.payment",
      entity: "order",
      entityId: request.orderId,
      companyId: locked.company_id,
      after: {
        paymentId: payment.id,
        method: judged.payment.method,
        amountCents,
        status,
        restOfPartial: true,
        ...(request.payer ? { paidBy: "payer" } : {}),
        ...(judged.card ? { cardBrand: judged.card.stored.brand, cardLast4: judged.card.stored.last4 } : {}),
      },
    });
    return answer;
  });
}

export function payRest(ctx: Ctx, request: PayRestRequest): Promise<CheckoutAnswer> {
  return runOnce(ctx, {
    scope: request.payer?.scope ?? staffScope(ctx),
    key: request.idempotencyKey,
    request: { kind: "payRest", orderId: request.orderId, amountCents: request.amountCents, ...request.payment },
    prepare: () => prepare(ctx, request),
    // E-mailing gives no token (the order's was handed out at checkout): the receipts service issues a new one.
    pay: (prepared, claim) => payTheRest(ctx, request, prepared, claim),
  });
}

async function payTheRest(ctx: Ctx, request: PayRestRequest, prepared: Awaited<ReturnType<typeof prepare>>, claim: Claim): Promise<CheckoutAnswer> {
  const { order, judged } = prepared;
  if (judged.card === null) {
    try {
      return await record(ctx, request, judged, claim, null);
    } catch (error) {
      await releaseRequest(ctx.db, claim);
      throw error instanceof PaidMeanwhile ? new AppError("CONFLICT", CHECKOUT_MESSAGES.nothingDue) : error;
    }
  }
  const attempt: ChargeAttempt = { card: judged.card, amountCents: request.amountCents, claim, companyId: order.companyId, orderId: order.id, guard: prepared.guard };
  const authorization = await chargeCard(ctx, attempt);
  try {
    return await record(ctx, request, judged, claim, authorization);
  } catch (error) {
    const voided = await voidAuthorization(ctx, attempt, authorization, error instanceof PaidMeanwhile ? "paid meanwhile" : "recording failed");
    if (!(error instanceof PaidMeanwhile)) {
      await releaseRequest(ctx.db, claim);
      throw error;
    }
    const [code, message] = voided ? (["CONFLICT", CHECKOUT_MESSAGES.nothingDue] as const) : (["GATEWAY_ERROR", GATEWAY_UNAVAILABLE_MESSAGE] as const);
    throw await inCheckoutTransaction(ctx, (tx) => storeRefusal(tx.db, claim, code, message));
  }
}
