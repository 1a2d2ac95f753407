import { removeStudents } from "@paydesk/services";
import { ZRemoveStudentsRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const removeProcedure = canManage
  .input(ZRemoveStudentsRequestSchema)
  .mutation(({ ctx, input }) => removeStudents(ctx, input));
