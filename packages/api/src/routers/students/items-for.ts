import { itemsForStudent } from "@paydesk/services";
import { ZItemsForStudentRequestSchema } from "@paydesk/validators";
import { terminalOrParentProcedure } from "../../trpc.ts";

export const itemsForProcedure = terminalOrParentProcedure
  .input(ZItemsForStudentRequestSchema)
  .query(({ ctx, input }) => itemsForStudent(ctx, input));
