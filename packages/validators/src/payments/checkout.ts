/**
 * The checkout calls around the payment object (docs/product/checkout-and-payments.md):
 * `POST /pay/process/terminal-cart` and `/pay/process/go` (optionally `items`, else the caller's cart, and
 * an idempotency key), and the order summary's `{payee, amount}` that pays what a partial authorization
 * left due.
 */
import { z } from "zod";
import { ZId } from "../common.ts";
import { MAX_ITEM_CENTS } from "../items/constants.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";
import { paymentSchemaWith } from "./payment.ts";

export const IDEMPOTENCY_KEY_MAX = 200;

/** Cart line ids to pay; absent means the whole cart. Present but empty is refused. */
export const ZCheckoutItems = z.array(ZId, { error: PAYMENT_MESSAGES.noItemsSelected }).min(1, PAYMENT_MESSAGES.noItemsSelected).max(500).optional();
export const ZIdempotencyKey = z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX).optional();

/**
 * A dollar amount as the order summary posts it ("12.50", 12.5) read into integer cents without
 * a floating-point step. At most two decimals, positive, at most the $100,000 cap.
 */
export const ZDollarAmountCents = z
  .union([z.string(), z.number()], { error: PAYMENT_MESSAGES.amountRequired })
  .transform((value, ctx) => {
    const match = /^\$?(\d{1,9})(?:\.(\d{1,2}))?$/.exec(String(value).trim());
    const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : 0;
    if (cents <= 0 || cents > MAX_ITEM_CENTS) {
      ctx.addIssue({ code: "custom", message: PAYMENT_MESSAGES.amountRequired });
      return z.NEVER;
    }
    return cents;
  });

export const ZCheckoutExtras = z.object({ items: ZCheckoutItems, idempotency_key: ZIdempotencyKey });

/** `POST /pay/process/terminal-cart` and `/pay/process/go`. */
export const ZCheckoutRequestSchema = z.intersection(ZCheckoutExtras, paymentSchemaWith(() => []));
export type TCheckoutRequest = z.input<typeof ZCheckoutRequestSchema>;

/** `POST /{module}/virtual-terminal/order-summary/{orderId}`: the rest of a partial authorization. */
export const ZPayRestRequestSchema = z.intersection(
  z.object({ order_id: ZId, payee: ZId, amount: ZDollarAmountCents, idempotency_key: ZIdempotencyKey }),
  paymentSchemaWith(() => []),
);
export type TPayRestRequest = z.input<typeof ZPayRestRequestSchema>;
