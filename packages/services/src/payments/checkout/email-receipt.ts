/**
 * The receipt e-mail a payer asked for (email_receipt), queued through the receipts service's
 * outbox path once the payment's transaction has committed (a rolled-back order must not be
 * mailed). The checkout passes the token it just handed out, so the e-mailed link and the answer's
 * link are the same. A failure to queue it is logged by the mail path and never undoes a payment:
 * the money moved; staff can send the receipt again from the receipt page.
 */
import type { ServiceContext } from "../../platform/context.ts";
import { sendReceipt } from "../../receipts/send.ts";
import type { CheckoutAnswer } from "./types.ts";

export async function emailReceiptIfAsked(ctx: ServiceContext, asked: boolean, answer: CheckoutAnswer): Promise<void> {
  if (!asked) return;
  try {
    await sendReceipt(ctx, { orderId: answer.orderId, ...(answer.receiptToken ? { token: answer.receiptToken } : {}) });
  } catch {
    // Kept quiet on purpose: the payment stands; the receipt page can send it again.
  }
}
