import { createImportantDate } from "@paydesk/services";
import { ZCreateDateRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const createProcedure = canManage
  .input(ZCreateDateRequestSchema)
  .mutation(({ ctx, input }) => createImportantDate(ctx, input));
