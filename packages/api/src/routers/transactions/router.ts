import { exportTransactions, listTransactions, transactionTotals } from "@paydesk/services";
import { ZListTransactionsRequestSchema, ZTransactionFilterSchema } from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

const canView = permissionProcedure("reports.view");

/**
 * The transactions list: a page, the totals of the same filter, and the CSV export.
 * The services keep every read to the actor's subtree (control: all companies).
 */
export const transactionsRouter = router({
  list: canView.input(ZListTransactionsRequestSchema).query(({ ctx, input }) => listTransactions(ctx, input)),
  totals: canView.input(ZTransactionFilterSchema).query(({ ctx, input }) => transactionTotals(ctx, input)),
  /**
   * For the export route (apps/server routes/transactions-export.ts) through a server-side caller:
   * answers the file name and a stream of CSV chunks, so the guard and the schema apply unchanged.
   */
  export: canView.input(ZTransactionFilterSchema).query(({ ctx, input }) => exportTransactions(ctx, input)),
});
