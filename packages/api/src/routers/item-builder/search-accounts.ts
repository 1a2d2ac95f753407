import { searchItemAccounts } from "@paydesk/services";
import { ZSearchItemAccountsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const searchAccountsProcedure = canView
  .input(ZSearchItemAccountsRequestSchema)
  .query(({ ctx, input }) => searchItemAccounts(ctx, input));
