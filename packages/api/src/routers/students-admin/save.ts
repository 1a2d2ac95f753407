import { saveStudent } from "@paydesk/services";
import { ZSaveStudentRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const saveProcedure = canManage.input(ZSaveStudentRequestSchema).mutation(({ ctx, input }) => saveStudent(ctx, input));
