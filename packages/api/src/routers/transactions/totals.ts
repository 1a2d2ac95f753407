import { transactionTotals } from "@paydesk/services";
import { ZTransactionFilterSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const totalsProcedure = canView.input(ZTransactionFilterSchema).query(({ ctx, input }) => transactionTotals(ctx, input));
