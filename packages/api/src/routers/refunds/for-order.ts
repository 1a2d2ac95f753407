import { refundsForOrder } from "@paydesk/services";
import { ZRefundsForOrderSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/** An order's payments, what came back of each and what may be done now (reports.manage, order in the subtree). */
export const refundsForOrderProcedure = permissionProcedure("reports.manage")
  .input(ZRefundsForOrderSchema)
  .query(({ ctx, input }) => refundsForOrder(ctx, input.orderId));
