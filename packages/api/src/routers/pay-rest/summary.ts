import { orderSummaryForPayer } from "@paydesk/services";
import { ZPayerRestSummarySchema } from "@paydesk/validators";
import { receiptProcedure } from "../../trpc.ts";
import { restPayerScope } from "./payer.ts";

/** The order summary for its payer: the parent who paid it (module parent) or its receipt token's holder. */
export const payerRestSummaryProcedure = receiptProcedure.input(ZPayerRestSummarySchema).query(({ ctx, input }) => {
  restPayerScope(ctx, input);
  return orderSummaryForPayer(ctx, input.orderId);
});
