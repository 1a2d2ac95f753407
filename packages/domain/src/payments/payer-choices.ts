/**
 * What only staff at the office terminal may choose in the payment object (docs/product/terminal.md: the
 * payment step's cash, check and "remove convenience fees" belong to the terminal). Parents and guests pay
 * by card, with the fees their cart shows.
 *
 * A parent or guest who asks to remove the fees is refused, not silently charged the full total:
 * the payer asked for one amount, and charging another without a word would surprise them; a
 * refusal says why and charges nothing. The field sent unticked (`false`, `"0"`) is the legacy
 * payment object as docs/product/checkout-and-payments.md documents it, and is accepted.
 */
import { CHECKOUT_MESSAGES } from "@paydesk/validators";

export interface PayerChoiceProblem {
  field: "payment_method" | "remove_conv_fees";
  message: string;
}

export function payerChoiceProblem(payment: { method: string; remove_conv_fees: boolean }): PayerChoiceProblem | null {
  if (payment.method !== "card") return { field: "payment_method", message: CHECKOUT_MESSAGES.cardOnly };
  if (payment.remove_conv_fees) return { field: "remove_conv_fees", message: CHECKOUT_MESSAGES.feesStaffOnly };
  return null;
}
