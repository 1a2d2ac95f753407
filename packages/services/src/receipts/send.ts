/**
 * Sending a receipt by e-mail through the outbox (and SMTP when configured): after a payment with
 * email_receipt (checkout calls it with the token it just handed out) and from the receipt pages.
 *
 * The link needs the token, and only its hash is stored. A send that is given the order's current
 * token (checkout, or a token holder) uses it. Any other send — staff re-sending later — issues a
 * fresh token and replaces the hash: the new e-mail's link works, links handed out before stop
 * working. We chose that over keeping tokens recoverable (stored in clear or derived from a
 * server secret) because a copy of the orders table must not open receipts, and the signed-in
 * reader and the payer who paid never need the token.
 */
import { AppError } from "@paydesk/domain";
import { PAYMENT_MESSAGES, RECEIPT_MESSAGES } from "@paydesk/validators";
import { sendEmail } from "../platform/mail/send.ts";
import { recordAudit } from "../platform/audit.ts";
import { consumeRateLimit, type RateLimitRule } from "../platform/rate-limit.ts";
import { inTransaction, type ServiceContext, type TxContext } from "../platform/context.ts";
import { composeReceiptEmail, receiptLink } from "./email.ts";
import { newReceiptToken, receiptTokenMatches } from "./token.ts";
import { readReceipt } from "./view.ts";

/**
 * Sends per order and hour. A token holder may send to any address, so without a limit a receipt
 * link would be a way to mail strangers; ten covers every honest resend.
 */
export const RECEIPT_SENDS_PER_ORDER: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

export interface SendReceiptInput {
  orderId: number;
  /** Another address than the order's. */
  email?: string;
  /** The order's current receipt token, when the caller holds it: the link keeps working. */
  token?: string;
}

export interface SendReceiptResult {
  message: string;
  sentTo: string;
  /** The token in the e-mailed link (new unless the caller's was current). */
  token: string;
  /** False when delivery failed: the outbox keeps the message and retries it. */
  delivered: boolean;
}

export async function sendReceipt(ctx: ServiceContext, input: SendReceiptInput): Promise<SendReceiptResult> {
  const view = await readReceipt(ctx, input.orderId);
  const to = input.email ?? view.payer.email;
  if (!to) throw new AppError("BAD_REQUEST", RECEIPT_MESSAGES.noEmailOnOrder, { email: PAYMENT_MESSAGES.invalidEmail });
  const limit = await consumeRateLimit(ctx.db, `receipt:order:${view.orderId}`, RECEIPT_SENDS_PER_ORDER);
  if (!limit.allowed) throw new AppError("TOO_MANY_REQUESTS", RECEIPT_MESSAGES.tooManySends);

  const token = await inTransaction(ctx, async (tx) => {
    let current = input.token;
    if (current === undefined || !(await currentTokenMatches(tx, input.orderId, current))) {
      const fresh = newReceiptToken();
      await tx.db.order.update({ where: { id: input.orderId }, data: { receiptTokenHash: fresh.hash } });
      current = fresh.token;
    }
    await recordAudit(tx, { action: "receipt.sent", entity: "order", entityId: view.orderId, companyId: view.company.id, after: { to } });
    return current;
  });
  // Delivery waits for the mail server: outside the transaction, like every other mail.
  const email = composeReceiptEmail(view, receiptLink(ctx.appUrl, view.orderId, token));
  const delivered = await sendEmail(ctx, { to, ...email, purpose: "receipt", companyId: view.company.id });
  return { message: RECEIPT_MESSAGES.sent, sentTo: to, token, delivered };
}

async function currentTokenMatches(ctx: TxContext, orderId: number, token: string): Promise<boolean> {
  const order = await ctx.db.order.findUnique({ where: { id: orderId }, select: { receiptTokenHash: true } });
  return receiptTokenMatches(order?.receiptTokenHash ?? null, token);
}
