/**
 * The frame every charging call shares (checkout and paying the rest): claim the idempotency key
 * or answer the first answer; prepare (read and judge) with the key given back on any failure,
 * since nothing happened yet and the payer will correct the form and send again (a card payment
 * where no gateway is set up is such a failure); pay; then e-mail
 * the receipt if asked, once the payment is committed.
 */
import type { Db } from "@paydesk/db";
import type { ServiceContext } from "../../platform/context.ts";
import { requireCardPayments } from "../gateway/registry.ts";
import { emailReceiptIfAsked } from "./email-receipt.ts";
import { type Claim, ClaimLost, type TryClaim, claimOrReplay, plainClaim, releaseRequest, requestFingerprint } from "./idempotency.ts";
import type { JudgedPayment } from "./payment-input.ts";
import type { CheckoutAnswer } from "./types.ts";

export interface ChargingCall<P extends { judged: JudgedPayment }, R = undefined> {
  scope: string;
  key: string | undefined;
  /** What identifies the request (card data is masked by requestFingerprint). */
  request: Record<string, unknown>;
  /** Claims the key reading what prepare needs in the same statement (checkout); absent: a plain claim. */
  claimWith?: (fingerprint: string) => TryClaim<R>;
  prepare(reads: R): Promise<P>;
  pay(prepared: P, claim: Claim): Promise<CheckoutAnswer>;
}

export async function runOnce<P extends { judged: JudgedPayment }, R = undefined>(
  ctx: ServiceContext & { db: Db },
  call: ChargingCall<P, R>,
): Promise<CheckoutAnswer> {
  const fingerprint = requestFingerprint(call.request);
  // Without claimWith, R is its default (undefined): what the plain claim reads.
  const tryClaim = call.claimWith?.(fingerprint) ?? (plainClaim(ctx.db, call.scope, fingerprint) as TryClaim<unknown> as TryClaim<R>);
  for (;;) {
    const claimed = await claimOrReplay(ctx.db, call.scope, call.key, fingerprint, tryClaim);
    if ("answer" in claimed) return claimed.answer;
    const { claim } = claimed;
    let prepared: P;
    try {
      prepared = await call.prepare(claimed.reads);
      // Before any charge: without a gateway a card payment is refused and the key given back.
      if (prepared.judged.card !== null) requireCardPayments();
    } catch (error) {
      await releaseRequest(ctx.db, claim);
      throw error;
    }
    let answer: CheckoutAnswer;
    try {
      answer = await call.pay(prepared, claim);
    } catch (error) {
      // This request outlived its lease and a repeat took it over: answer what that one answers.
      if (error instanceof ClaimLost) continue;
      throw error;
    }
    await emailReceiptIfAsked(ctx, prepared.judged.payment.email_receipt, answer);
    return answer;
  }
}
