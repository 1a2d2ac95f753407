import { listStudents } from "@paydesk/services";
import { ZListStudentsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const listProcedure = canView.input(ZListStudentsRequestSchema).query(({ ctx, input }) => listStudents(ctx, input));
