import { removeCoaAccount } from "@paydesk/services";
import { ZCoaIdRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const removeProcedure = canManage.input(ZCoaIdRequestSchema).mutation(({ ctx, input }) => removeCoaAccount(ctx, input));
