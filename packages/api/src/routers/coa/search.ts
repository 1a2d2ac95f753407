import { searchCoaAccounts } from "@paydesk/services";
import { ZSearchCoaRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const searchProcedure = canView.input(ZSearchCoaRequestSchema).query(({ ctx, input }) => searchCoaAccounts(ctx, input));
