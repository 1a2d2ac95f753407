import { getStudent, listStudents, removeStudents, saveStudent } from "@paydesk/services";
import {
  ZListStudentsRequestSchema,
  ZRemoveStudentsRequestSchema,
  ZSaveStudentRequestSchema,
  ZStudentIdRequestSchema,
} from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

/** The menu's rule for students-and-groups: uploads.view to look, uploads.manage to change. */
const canView = permissionProcedure("uploads.view");
const canManage = permissionProcedure("uploads.manage");

/** The student and staff screens (spec 2 §2, §5, §7 removestudent). */
export const studentsAdminRouter = router({
  list: canView.input(ZListStudentsRequestSchema).query(({ ctx, input }) => listStudents(ctx, input)),
  get: canView.input(ZStudentIdRequestSchema).query(({ ctx, input }) => getStudent(ctx, input.studentId)),
  save: canManage.input(ZSaveStudentRequestSchema).mutation(({ ctx, input }) => saveStudent(ctx, input)),
  remove: canManage.input(ZRemoveStudentsRequestSchema).mutation(({ ctx, input }) => removeStudents(ctx, input)),
});
