import { router } from "../../trpc.ts";
import { getTransactionDetailProcedure } from "./get.ts";
import { undoTransactionChangeProcedure } from "./undo.ts";
import { updateTransactionProcedure } from "./update.ts";

/**
 * Transaction detail (spec 3 §2, §4, §7; CONVENTIONS §7): one order with its changes,
 * editing the details that move no money, and undoing one change. Refunds live in `refunds`.
 */
export const transactionDetailRouter = router({
  get: getTransactionDetailProcedure,
  update: updateTransactionProcedure,
  undo: undoTransactionChangeProcedure,
});
