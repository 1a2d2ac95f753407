import { updateImportantDate } from "@paydesk/services";
import { ZUpdateDateRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const updateProcedure = canManage
  .input(ZUpdateDateRequestSchema)
  .mutation(({ ctx, input }) => updateImportantDate(ctx, input));
