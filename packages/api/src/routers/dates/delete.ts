import { deleteImportantDate } from "@paydesk/services";
import { ZDateIdRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const deleteProcedure = canManage
  .input(ZDateIdRequestSchema)
  .mutation(({ ctx, input }) => deleteImportantDate(ctx, input.dateId));
