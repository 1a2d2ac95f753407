import { createCoaAccount } from "@paydesk/services";
import { ZCreateCoaRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const createProcedure = canManage
  .input(ZCreateCoaRequestSchema)
  .mutation(({ ctx, input }) => createCoaAccount(ctx, input));
