import { router } from "../../trpc.ts";
import { getTransactionDetailProcedure } from "./get.ts";
import { undoTransactionChangeProcedure } from "./undo.ts";
import { updateTransactionProcedure } from "./update.ts";

/**
 * Transaction detail (docs/product/reports-and-time-zones.md, Transaction detail): one order with its
 * changes, editing the details that move no money, and undoing one change. Refunds live in `refunds`.
 */
export const transactionDetailRouter = router({
  get: getTransactionDetailProcedure,
  update: updateTransactionProcedure,
  undo: undoTransactionChangeProcedure,
});
