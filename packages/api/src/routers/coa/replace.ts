import { replaceCoaAccount } from "@paydesk/services";
import { ZReplaceCoaRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const replaceProcedure = canManage
  .input(ZReplaceCoaRequestSchema)
  .mutation(({ ctx, input }) => replaceCoaAccount(ctx, input));
