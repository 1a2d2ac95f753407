import { readReceipt } from "@paydesk/services";
import { ZReceiptViewByTokenRequestSchema, ZReceiptViewRequestSchema } from "@paydesk/validators";
import { receiptProcedure } from "./resource.ts";

/** The receipt of an order for a signed-in reader (the rung decides who). */
export const viewReceiptProcedure = receiptProcedure
  .input(ZReceiptViewRequestSchema)
  .query(({ ctx, input }) => readReceipt(ctx, input.orderId));

/** The receipt of an order for whoever holds its receipt token. */
export const viewReceiptByTokenProcedure = receiptProcedure
  .input(ZReceiptViewByTokenRequestSchema)
  .query(({ ctx, input }) => readReceipt(ctx, input.orderId));
