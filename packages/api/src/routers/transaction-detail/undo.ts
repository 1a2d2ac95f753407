import { undoTransactionChange } from "@paydesk/services";
import { ZTransactionUndoRequestSchema } from "@paydesk/validators";
import { orderChangeProcedure } from "./resource.ts";

/** Undo one change of an order (reports.manage); undoing it again changes nothing more. */
export const undoTransactionChangeProcedure = orderChangeProcedure("reports.manage")
  .input(ZTransactionUndoRequestSchema)
  .mutation(({ ctx, input }) => undoTransactionChange(ctx, input.changeId));
