import { exportTransactions } from "@paydesk/services";
import { ZTransactionFilterSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

/**
 * For the export route (apps/server routes/transactions-export.ts) through a server-side caller:
 * answers the file name and a stream of CSV chunks, so the guard and the schema apply unchanged.
 */
export const exportProcedure = canView.input(ZTransactionFilterSchema).query(({ ctx, input }) => exportTransactions(ctx, input));
