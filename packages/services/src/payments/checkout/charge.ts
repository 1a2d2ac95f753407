/**
 * The gateway's side of a checkout: charging a checked card, and undoing an authorization the
 * checkout could not honour. Declines and gateway failures become the product's answers
 * (docs/product/checkout-and-payments.md), stored with the request (so a repeat repeats them) and audited in
 * their own small transaction: the failed checkout wrote nothing else.
 */
import { type CheckedCard } from "@paydesk/domain";
import type { Db } from "@paydesk/db";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { recordAudit } from "../../platform/audit.ts";
import type { ServiceContext } from "../../platform/context.ts";
import { inCheckoutTransaction } from "./transaction.ts";
import { GATEWAY_UNAVAILABLE_MESSAGE } from "../gateway/http-client.ts";
import { paymentGateway } from "../gateway/registry.ts";
import type { ChargeResult } from "../gateway/types.ts";
import { type Claim, renewClaim, storeRefusal } from "./idempotency.ts";
import type { CardAttemptGuard } from "./card-testing.ts";
import type { Authorization } from "./record.ts";

export interface ChargeAttempt {
  card: CheckedCard;
  amountCents: number;
  claim: Claim;
  companyId: number;
  /** The order being paid (pay the rest), else null. */
  orderId: number | null;
  /** An online payer's card-testing count, told how the charge ended; null for staff. */
  guard?: CardAttemptGuard | null;
}

function cardFacts(attempt: ChargeAttempt) {
  return { cardBrand: attempt.card.stored.brand, cardLast4: attempt.card.stored.last4, amountCents: attempt.amountCents, orderId: attempt.orderId };
}

/** Charges the card once for this request; a decline or failure is stored, audited and thrown. */
export async function chargeCard(ctx: ServiceContext & { db: Db }, attempt: ChargeAttempt): Promise<Authorization> {
  const result: ChargeResult = await paymentGateway().charge({
    amountCents: attempt.amountCents,
    card: { digits: attempt.card.digits, securityCode: attempt.card.securityCode, expMonth: attempt.card.stored.expMonth, expYear: attempt.card.stored.expYear },
    idempotencyKey: attempt.claim.gatewayKey,
  });
  await attempt.guard?.settle(result.outcome === "approved" || result.outcome === "partial" || result.outcome === "declined" ? result.outcome : "failed");
  if (result.outcome === "approved" || result.outcome === "partial") {
    return { amountCents: result.approvedCents, token: result.token, transactionId: result.transactionId };
  }
  const declined = result.outcome === "declined";
  throw await inCheckoutTransaction(ctx, async (tx) => {
    await recordAudit(tx, {
      action: declined ? "checkout.declined" : "checkout.gateway_error",
      entity: "checkout_request",
      entityId: attempt.claim.requestId,
      companyId: attempt.companyId,
      after: cardFacts(attempt),
    });
    return storeRefusal(tx.db, attempt.claim, declined ? "DECLINED" : "GATEWAY_ERROR", declined ? PAYMENT_MESSAGES.declined : GATEWAY_UNAVAILABLE_MESSAGE);
  });
}

/**
 * Releases an authorization nothing was sold for. The payer is then told why (sold out, cart
 * changed); if the gateway cannot void it, the audit row names the transaction for a person to
 * void by hand and the payer gets the final payment error (contact customer service), since
 * "you have not been charged" would then not be true.
 */
export async function voidAuthorization(ctx: ServiceContext & { db: Db }, attempt: ChargeAttempt, authorization: Authorization, reason: string): Promise<boolean> {
  // A repeat that took this request over charges with the same gateway key and gets this very
  // authorization back: void it only while the claim is still ours (renewed, so it stays ours).
  await renewClaim(ctx.db, attempt.claim);
  const result = await paymentGateway().void({ transactionId: authorization.transactionId, idempotencyKey: `${attempt.claim.gatewayKey}-void` });
  const voided = result.outcome === "voided";
  await recordAudit(ctx, {
    action: voided ? "checkout.voided" : "checkout.void_failed",
    entity: "checkout_request",
    entityId: attempt.claim.requestId,
    companyId: attempt.companyId,
    after: { ...cardFacts(attempt), approvedCents: authorization.amountCents, transactionId: authorization.transactionId, reason },
  });
  return voided;
}
