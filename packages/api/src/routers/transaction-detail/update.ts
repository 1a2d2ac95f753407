import { updateTransaction } from "@paydesk/services";
import { ZTransactionUpdateRequestSchema } from "@paydesk/validators";
import { orderProcedure } from "./resource.ts";

/** Edit the payor's details and the lines' details that move no money, with a memo (reports.manage). */
export const updateTransactionProcedure = orderProcedure("reports.manage")
  .input(ZTransactionUpdateRequestSchema)
  .mutation(({ ctx, input }) => updateTransaction(ctx, input));
