/**
 * The checkout procedures' inputs (tRPC: amounts in integer cents, camelCase beside the payment
 * object's own snake_case fields) and the few checkout messages the product names without fixing
 * their text (docs/product/checkout-and-payments.md). The shims (`POST /pay/process/*`,
 * `…/order-summary/{orderId}`) map the documented fields onto these.
 */
import { z } from "zod";
import { ZId, ZModuleScoped } from "../common.ts";
import { MAX_ITEM_CENTS } from "../items/constants.ts";
import { ZCheckoutItems, ZIdempotencyKey } from "./checkout.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";
import { ZPaymentObject } from "./payment.ts";

/** Our own wording: the product names these outcomes without fixing a message. */
export const CHECKOUT_MESSAGES = {
  /** A limited item ran out between the cart and the payment (the charge is undone). */
  soldOut: "Sorry, one of the items in your cart is sold out. You have not been charged.",
  /** The idempotency key was used before for a different payment. */
  keyReused: "This payment request was already used for a different payment. Please start again.",
  /** The order summary of an order that does not exist or is not the caller's. */
  unknownOrder: PAYMENT_MESSAGES.orderIdUnknown,
  nothingDue: "Nothing is due on this order.",
  /** A repeat whose first request is still running after a long wait (it most likely died). */
  stillRunning: "This payment is still being processed. Please check the order list before trying again.",
  /** Lines chosen for checkout that are no longer in the cart (paid or removed meanwhile). */
  cartChanged: "Your cart has changed. Please review it and try again.",
  /** Parents and guests pay by card; cash and check are taken at the office terminal. */
  cardOnly: "Please pay by card.",
  /** Removing convenience fees is a choice of staff at the office terminal (docs/product/terminal.md). */
  feesStaffOnly: "Convenience fees can only be removed by staff at the office.",
  /** Card testing: too many declines from one client or of one card (CARD_TESTING_LIMITS). */
  tooManyDeclines: "Too many declined card payments. Please wait an hour before trying again, or contact the school.",
  /** Card testing: a guest's next card attempt after a decline needs the captcha. */
  captchaAfterDecline: "Please confirm that you are not a robot before trying the card again.",
} as const;

const ZCheckoutCommon = z.object({ items: ZCheckoutItems, idempotencyKey: ZIdempotencyKey });

/**
 * The object part is checked in full by the service (`paymentSchemaWith` and the payee's
 * brands), so every card rule's message lands on its field; the procedure input only fixes the shape.
 */
export const ZPaymentFields = ZPaymentObject.partial();

/** `checkout.terminal`: staff pay the terminal cart of `module`. */
export const ZCheckoutTerminalRequestSchema = ZModuleScoped.extend(ZCheckoutCommon.shape).and(ZPaymentFields);
export type TCheckoutTerminalRequest = z.input<typeof ZCheckoutTerminalRequestSchema>;

/** `checkout.go`: a parent or a guest pays their own cart (`module` "parent" or "pay", read by the payer rung). */
/** The solved captcha a guest sends after a decline (an ALTCHA payload; the service says when it is needed). */
export const ZCheckoutCaptcha = z.object({ captcha: z.string().max(10_000).optional() });

export const ZCheckoutGoRequestSchema = ZCheckoutCommon.extend(ZCheckoutCaptcha.shape).and(ZPaymentFields);
export type TCheckoutGoRequest = z.input<typeof ZCheckoutGoRequestSchema>;

/** What paying the rest of a partial authorization asks for, whoever pays it (staff, parent, guest). */
export const ZPayRestFields = z.object({
  amountCents: z.number({ error: PAYMENT_MESSAGES.amountRequired }).int(PAYMENT_MESSAGES.amountRequired).min(1, PAYMENT_MESSAGES.amountRequired).max(MAX_ITEM_CENTS, PAYMENT_MESSAGES.amountRequired),
  idempotencyKey: ZIdempotencyKey,
});

/** `checkout.payRest`: the rest of a partial authorization, from the order summary. */
export const ZPayRestProcedureSchema = ZModuleScoped.extend({ orderId: ZId, ...ZPayRestFields.shape }).and(ZPaymentFields);
export type TPayRestProcedureRequest = z.input<typeof ZPayRestProcedureSchema>;

/** `checkout.orderSummary`. */
export const ZOrderSummaryRequestSchema = ZModuleScoped.extend({ orderId: ZId });
export type TOrderSummaryRequest = z.infer<typeof ZOrderSummaryRequestSchema>;
