import { router } from "../../trpc.ts";
import { payerRestPayProcedure } from "./pay.ts";
import { payerRestSummaryProcedure } from "./summary.ts";

/**
 * Paying the rest of a partial authorization as its payer: the parent area's
 * `/parent/rest/{orderId}` and the guest's `/pay/rest/{orderId}/{token}` (the receipt's and the
 * collections reminder's link). Staff pay the rest at the terminal (checkout.payRest).
 */
export const payRestRouter = router({
  summary: payerRestSummaryProcedure,
  pay: payerRestPayProcedure,
});
