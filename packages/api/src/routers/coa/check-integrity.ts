import { checkCoaIntegrity } from "@paydesk/services";
import { ZCoaIdRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const checkIntegrityProcedure = canManage
  .input(ZCoaIdRequestSchema)
  .query(({ ctx, input }) => checkCoaIntegrity(ctx, input));
