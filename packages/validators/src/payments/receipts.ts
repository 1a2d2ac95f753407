/**
 * Receipts (docs/product/checkout-and-payments.md): the receipt views, the PDF and the e-mailed
 * receipt. The order id is the one thing every call needs; a missing or unreadable one is the
 * product's "Your order id is Unknown. Please refresh the page", as is an order that does not exist.
 */
import { z } from "zod";
import { recordIdWithMessage, ZModule } from "../common.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";

/** Our own wording: the product names the send call without fixing what it answers. */
export const RECEIPT_MESSAGES = {
  sent: "The receipt was sent.",
  noEmailOnOrder: "This order has no e-mail address. Enter one to send the receipt.",
  tooManySends: "This receipt has been sent too many times in the last hour. Please try again later.",
} as const;

/** Receipt tokens are 32 random bytes in base64url (43 characters); longer input is refused unread. */
export const RECEIPT_TOKEN_MAX = 128;

export const ZReceiptOrderId = recordIdWithMessage(PAYMENT_MESSAGES.orderIdUnknown);

/**
 * A wrong token is answered like an unknown order (404), so any string up to the limit is read
 * and compared; only its length is checked here.
 */
export const ZReceiptToken = z.string({ error: PAYMENT_MESSAGES.orderIdUnknown }).max(RECEIPT_TOKEN_MAX, { error: PAYMENT_MESSAGES.orderIdUnknown });

export const ZReceiptEmail = z
  .string({ error: PAYMENT_MESSAGES.invalidEmail })
  .trim()
  .max(254, { error: PAYMENT_MESSAGES.invalidEmail })
  .pipe(z.email({ error: PAYMENT_MESSAGES.invalidEmail }));

/** What the receipt rung reads of every receipt call (packages/api trpc.ts `receiptProcedure`). */
export const ZReceiptScoped = z.object({ orderId: ZReceiptOrderId, token: ZReceiptToken.optional(), module: ZModule.optional() });

/** `receipts.view`: a signed-in user who may see the order; `module` when a module page asks. */
export const ZReceiptViewRequestSchema = z.object({ orderId: ZReceiptOrderId, module: ZModule.optional() });
export type TReceiptViewRequest = z.input<typeof ZReceiptViewRequestSchema>;

/** `receipts.viewByToken`: anyone holding the token handed out with the payment. */
export const ZReceiptViewByTokenRequestSchema = z.object({ orderId: ZReceiptOrderId, token: ZReceiptToken });
export type TReceiptViewByTokenRequest = z.input<typeof ZReceiptViewByTokenRequestSchema>;

/**
 * `receipts.send`: to the order's address, or to `email`. Signed-in readers send without a
 * token; a token holder (the payer's browser) sends with it.
 */
export const ZReceiptSendRequestSchema = z.object({
  orderId: ZReceiptOrderId,
  email: ZReceiptEmail.optional(),
  token: ZReceiptToken.optional(),
});
export type TReceiptSendRequest = z.input<typeof ZReceiptSendRequestSchema>;

/** The receipt page's send form: empty sends to the order's own address; anything else must be an e-mail. */
export const ZReceiptSendFields = z.object({ email: z.union([z.literal(""), ZReceiptEmail]) });
export type TReceiptSendFields = z.input<typeof ZReceiptSendFields>;
