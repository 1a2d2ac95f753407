import { orderSummary } from "@paydesk/services";
import { ZOrderSummaryRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/** The order summary page: totals, payments and what is still due. */
export const orderSummaryProcedure = permissionProcedure("terminal.manage")
  .input(ZOrderSummaryRequestSchema)
  .query(({ ctx, input }) => orderSummary(ctx, input.orderId));
