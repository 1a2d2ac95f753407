import { orderSummaryForPayer } from "@paydesk/services";
import { ZPayerRestSummarySchema } from "@paydesk/validators";
import { restPayerProcedure } from "./resource.ts";

/** The order summary for its payer: the parent who paid it (module parent) or its receipt token's holder. */
export const payerRestSummaryProcedure = restPayerProcedure
  .input(ZPayerRestSummarySchema)
  .query(({ ctx, input }) => orderSummaryForPayer(ctx, input.orderId));
