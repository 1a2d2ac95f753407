import { findStudent } from "@paydesk/services";
import { ZFindStudentRequestSchema } from "@paydesk/validators";
import { atTerminal } from "./rungs.ts";

export const findProcedure = atTerminal.input(ZFindStudentRequestSchema).query(({ ctx, input }) => findStudent(ctx, input));
