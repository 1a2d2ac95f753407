import { getStudent } from "@paydesk/services";
import { ZStudentIdRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const getProcedure = canView.input(ZStudentIdRequestSchema).query(({ ctx, input }) => getStudent(ctx, input.studentId));
