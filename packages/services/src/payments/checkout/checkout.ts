/**
 * The one place that charges for a cart (docs/product/checkout-and-payments.md).
 *
 * Steps, in this order and why:
 * 1. Claim the idempotency key (idempotency.ts) before reading the cart: a repeat of a finished
 *    checkout must answer the first answer, and by then the cart no longer holds the lines. The
 *    claim reads the cart, its lines and their items in the same statement (claim.ts), only when
 *    it wins the key.
 * 2. Price the chosen lines (pricing.ts), judge the payment object with every card and payer rule and
 *    the payees' accepted brands, the minimum and "at least one item". Bad input gives the key
 *    back (the payer fixes the form and sends again) and answers 400.
 * 3. Charge through the gateway, outside any transaction, with a gateway key derived from the
 *    claim (the gateway charges this request at most once as well). Declines and failures are
 *    stored as the request's answer and audited. Cash and check skip this step.
 * 4. Record everything in one transaction (record.ts). If the last units were sold meanwhile, or a
 *    chosen line was paid by a concurrent checkout, the transaction rolls back and the charge is
 *    voided through the gateway: charging first and voiding on the rare conflict keeps row locks
 *    out of the gateway's round trip, which would otherwise serialise every buyer of an item
 *    behind a network call.
 */
import { AppError, assertMaySellAll, checkoutProblem, lineAmountProblem, orderAmountProblem, payerChoiceProblem, studentChoiceProblem } from "@paydesk/domain";
import type { Db } from "@paydesk/db";
import { CHECKOUT_MESSAGES } from "@paydesk/validators";
import type { ServiceContext } from "../../platform/context.ts";
import type { PaidOrderFollowUps } from "../../platform/paid-order.ts";
import { inCheckoutTransaction } from "./transaction.ts";
import { GATEWAY_UNAVAILABLE_MESSAGE } from "../gateway/http-client.ts";
import { priceWithItems, type CartPricing } from "../pricing.ts";
import { type ChargeAttempt, chargeCard, voidAuthorization } from "./charge.ts";
import { type LineToPay, checkLinesToPay } from "./cart-lines.ts";
import { type ClaimedReads, claimWithReads } from "./claim.ts";
import { type Claim, ClaimLost, releaseRequest, storeRefusal } from "./idempotency.ts";
import { type CardAttemptGuard, type OnlineCardPayer, admitCardAttempt } from "./card-testing.ts";
import { runOnce } from "./run-once.ts";
import { type JudgedPayment, judgePayment } from "./payment-input.ts";
import { type Authorization, CartChanged, ItemSoldOut, recordPaidCheckout } from "./record.ts";
import { type CartOwner, type CheckoutAnswer, type RedirectFor, scopeOf } from "./types.ts";

export interface CheckoutRequest {
  owner: CartOwner;
  /** The payment object's fields as sent (checked here with every rule). */
  payment: Record<string, unknown>;
  /** Cart line ids; absent: the whole cart. */
  items?: number[] | undefined;
  idempotencyKey?: string | undefined;
  redirect: RedirectFor;
  /** A parent's or guest's client and captcha, for the card-testing limits (card-testing.ts); staff have none. */
  online?: OnlineCardPayer;
}

type Ctx = ServiceContext & { db: Db };

interface Prepared {
  cartId: number;
  /** Reserved with the claim for the order and payment recorded. */
  ids: { orderId: number; paymentId: number };
  lines: LineToPay[];
  pricing: CartPricing;
  judged: JudgedPayment;
  guard: CardAttemptGuard | null;
}

function soldOutMessage(pricing: CartPricing): string | null {
  const line = pricing.lines.find((priced) => priced.soldOut !== null);
  return line ? (line.soldOut?.text ?? CHECKOUT_MESSAGES.soldOut) : null;
}

async function prepare(ctx: Ctx, request: CheckoutRequest, reads: ClaimedReads): Promise<Prepared> {
  const { lines } = reads;
  const cartId = checkLinesToPay(reads.cartId, lines, request.items);
  // Staff sell only what they may touch, also lines put in the cart before their role narrowed.
  if (request.owner.purpose === "TERMINAL") {
    assertMaySellAll(
      request.owner.seller,
      reads.items.map((item) => ({ companyPath: item.company.path, categoryId: item.categoryId })),
    );
  }
  // A line for NA put in the cart another way (or before its item gained targets) is refused too.
  const targeted = new Set(reads.items.filter((item) => item._count.targets > 0).map((item) => item.id));
  const studentProblem = lines.map((line) => studentChoiceProblem(request.owner.purpose, { targeted: targeted.has(line.itemId) }, line.studentId)).find((found) => found !== null);
  if (studentProblem) throw new AppError("BAD_REQUEST", studentProblem);
  const pricing = priceWithItems(lines, reads.items);
  const problem =
    checkoutProblem(pricing.lines.map((line) => ({ amountCents: line.unitCents }))) ??
    // Before any authorization: a cart filled before the caps, or by hand, is refused here too.
    pricing.lines.map((line) => lineAmountProblem(line.unitCents, line.quantity)).find((found) => found !== null) ??
    orderAmountProblem(pricing.totals.totalCents);
  if (problem) throw new AppError("BAD_REQUEST", problem);
  // An item withdrawn since it was put in the cart (deactivated, back to draft, trashed) is not sold.
  if (pricing.lines.some((line) => !line.onSale)) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.cartChanged);
  const soldOut = soldOutMessage(pricing);
  if (soldOut) throw new AppError("CONFLICT", soldOut);
  const judged = judgePayment(request.payment, { now: ctx.now(), acceptedBrands: pricing.acceptedCardBrands });
  // Cash, check and removing the fees are staff choices at the terminal; online payers pay by card, with fees.
  const choice = request.owner.purpose === "TERMINAL" ? null : payerChoiceProblem(judged.payment);
  if (choice) throw new AppError("BAD_REQUEST", choice.message, { [choice.field]: choice.message });
  // Last, once everything else is right: counts the attempt against the card-testing limits.
  const guard = request.online && judged.card ? await admitCardAttempt(ctx.db, request.online, judged.card) : null;
  return { cartId, ids: { orderId: reads.orderId, paymentId: reads.paymentId }, lines, pricing, judged, guard };
}

function chargedTotal(prepared: Prepared): number {
  const totals = prepared.pricing.totals;
  return prepared.judged.payment.remove_conv_fees ? totals.totalWithoutFeesCents : totals.totalCents;
}

async function record(ctx: Ctx, request: CheckoutRequest, prepared: Prepared, claim: Claim, authorization: Authorization | null, followUps: PaidOrderFollowUps) {
  const { owner } = request;
  return recordPaidCheckout(ctx, {
    source: owner.purpose === "TERMINAL" ? "TERMINAL" : "ONLINE",
    cartId: prepared.cartId,
    ids: prepared.ids,
    lines: prepared.lines,
    pricing: prepared.pricing,
    removeFees: prepared.judged.payment.remove_conv_fees,
    payment: prepared.judged.payment,
    card: prepared.judged.card,
    authorization,
    payerUserId: owner.purpose === "PARENT" ? owner.userId : null,
    takenById: owner.purpose === "TERMINAL" ? owner.userId : null,
    claim,
    redirect: request.redirect,
  }, followUps);
}

/** A conflict after the charge: void it, store the answer, throw it. */
async function undoCharge(ctx: Ctx, attempt: ChargeAttempt, authorization: Authorization, message: string): Promise<never> {
  const voided = await voidAuthorization(ctx, attempt, authorization, message);
  const [code, answer] = voided ? (["CONFLICT", message] as const) : (["GATEWAY_ERROR", GATEWAY_UNAVAILABLE_MESSAGE] as const);
  throw await inCheckoutTransaction(ctx, (tx) => storeRefusal(tx.db, attempt.claim, code, answer));
}

function conflictMessage(error: unknown, pricing: CartPricing): string | null {
  if (error instanceof ItemSoldOut) return pricing.lines.find((line) => line.itemId === error.itemId)?.soldOutText ?? CHECKOUT_MESSAGES.soldOut;
  if (error instanceof CartChanged) return CHECKOUT_MESSAGES.cartChanged;
  return null;
}

/**
 * `followUps`: what other domains write with the paid order. The services export this with their
 * list applied (composition/checkout.ts, `checkoutCart`).
 */
export function checkoutCartWith(ctx: Ctx, request: CheckoutRequest, followUps: PaidOrderFollowUps): Promise<CheckoutAnswer> {
  const scope = scopeOf(request.owner);
  return runOnce(ctx, {
    scope,
    key: request.idempotencyKey,
    request: { kind: "checkout", items: request.items ? [...request.items].sort((a, b) => a - b) : null, ...request.payment },
    claimWith: (fingerprint) => (key) => claimWithReads(ctx.db, request.owner, request.items, { scope, key, fingerprint }),
    prepare: (reads: ClaimedReads) => prepare(ctx, request, reads),
    pay: (prepared, claim) => pay(ctx, request, prepared, claim, followUps),
  });
}

async function pay(ctx: Ctx, request: CheckoutRequest, prepared: Prepared, claim: Claim, followUps: PaidOrderFollowUps): Promise<CheckoutAnswer> {
  const card = prepared.judged.card;
  if (card === null) {
    try {
      return await record(ctx, request, prepared, claim, null, followUps);
    } catch (error) {
      await releaseRequest(ctx.db, claim);
      const message = conflictMessage(error, prepared.pricing);
      throw message ? new AppError("CONFLICT", message) : error;
    }
  }

  const attempt: ChargeAttempt = { card, amountCents: chargedTotal(prepared), claim, companyId: prepared.pricing.lines[0]!.companyId, orderId: null, guard: prepared.guard };
  const authorization = await chargeCard(ctx, attempt);
  try {
    return await record(ctx, request, prepared, claim, authorization, followUps);
  } catch (error) {
    // Taken over by a repeat (this request outlived its lease): the repeat records this very charge.
    if (error instanceof ClaimLost) throw error;
    const message = conflictMessage(error, prepared.pricing);
    if (message) return await undoCharge(ctx, attempt, authorization, message);
    // Unexpected (the database failed): undo the charge and give the key back for a retry.
    await voidAuthorization(ctx, attempt, authorization, "recording failed");
    await releaseRequest(ctx.db, claim);
    throw error;
  }
}
