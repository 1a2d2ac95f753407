import { refundsForOrder } from "@paydesk/services";
import { ZRefundsForOrderSchema } from "@paydesk/validators";
import { orderProcedure } from "../transaction-detail/resource.ts";

/** An order's payments, what came back of each and what may be done now (reports.view on the order; acting needs reports.manage). */
export const refundsForOrderProcedure = orderProcedure("reports.view")
  .input(ZRefundsForOrderSchema)
  .query(({ ctx, input }) => refundsForOrder(ctx, input.orderId));
