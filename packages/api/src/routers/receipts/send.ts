import { sendReceipt } from "@paydesk/services";
import { ZReceiptSendRequestSchema } from "@paydesk/validators";
import { receiptProcedure } from "./resource.ts";

/**
 * E-mail the receipt to the order's address or to `email`. The token, when sent, is what let the
 * caller in; it is kept for the link when it is the order's current one (services/receipts/send.ts).
 */
export const sendReceiptProcedure = receiptProcedure.input(ZReceiptSendRequestSchema).mutation(async ({ ctx, input }) => {
  const { message, sentTo, delivered } = await sendReceipt(ctx, input);
  return { message, sentTo, delivered };
});
