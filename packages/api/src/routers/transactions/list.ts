import { listTransactions } from "@paydesk/services";
import { ZListTransactionsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const listProcedure = canView
  .input(ZListTransactionsRequestSchema)
  .query(({ ctx, input }) => listTransactions(ctx, input));
