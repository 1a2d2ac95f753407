import { readTransactionDetail } from "@paydesk/services";
import { ZTransactionDetailGetRequestSchema } from "@paydesk/validators";
import { orderProcedure } from "./resource.ts";

/** One order as the detail page and tools see it: lines, payments, changes (reports.view). */
export const getTransactionDetailProcedure = orderProcedure("reports.view")
  .input(ZTransactionDetailGetRequestSchema)
  .query(({ ctx, input }) => readTransactionDetail(ctx, input.orderId));
