/**
 * Paying the rest of a partial authorization as its payer: the parent who paid the order
 * (signed in, module parent) or whoever holds its receipt token (a guest's receipt or reminder
 * link). The order is named as the receipt rung reads it; the payment is the terminal's
 * order-summary call's (docs/product/checkout-and-payments.md).
 */
import type { z } from "zod";
import { ZCheckoutCaptcha, ZPayRestFields, ZPaymentFields } from "../payments/checkout-procedures.ts";
import { ZReceiptScoped } from "../payments/receipts.ts";

/** `payRest.summary`: the order, what was paid and what is due. */
export const ZPayerRestSummarySchema = ZReceiptScoped;
export type TPayerRestSummaryRequest = z.input<typeof ZPayerRestSummarySchema>;

/** `payRest.pay`: the amount still due, paid by card (or, for completeness, any method the form allows). */
export const ZPayerRestPaySchema = ZReceiptScoped.extend({ ...ZPayRestFields.shape, ...ZCheckoutCaptcha.shape }).and(ZPaymentFields);
export type TPayerRestPayRequest = z.input<typeof ZPayerRestPaySchema>;
