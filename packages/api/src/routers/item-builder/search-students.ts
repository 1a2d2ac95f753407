import { searchStudents } from "@paydesk/services";
import { ZSearchStudentsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const searchStudentsProcedure = canView
  .input(ZSearchStudentsRequestSchema)
  .query(({ ctx, input }) => searchStudents(ctx, input));
