import { findStudent, findStudentForDistrict, itemsForStudent, searchStudentsOfCompany } from "@paydesk/services";
import {
  STUDENTS_FOR_COMPANY_LIMIT,
  ZFindStudentForDistrictRequestSchema,
  ZFindStudentRequestSchema,
  ZItemsForStudentRequestSchema,
  ZStudentsForCompanyRequestSchema,
} from "@paydesk/validators";
import { anyPermissionProcedure, permissionProcedure, router, terminalOrParentProcedure } from "../../trpc.ts";

const atTerminal = permissionProcedure("terminal.manage");

/** Spec 3 §7: the terminal's student search and lookups, and the items of one student. */
export const studentsRouter = router({
  /** studentsforcompany(2): the builder's target picker and the terminal's student search share it. */
  forCompany: anyPermissionProcedure("items.view", "terminal.manage")
    .input(ZStudentsForCompanyRequestSchema)
    .query(({ ctx, input }) =>
      searchStudentsOfCompany(ctx.db, ctx.actor, {
        companyId: input.companyId,
        term: input.term,
        limit: STUDENTS_FOR_COMPANY_LIMIT,
      }),
    ),
  find: atTerminal.input(ZFindStudentRequestSchema).query(({ ctx, input }) => findStudent(ctx, input)),
  findByIdForDistrict: atTerminal
    .input(ZFindStudentForDistrictRequestSchema)
    .query(({ ctx, input }) => findStudentForDistrict(ctx, input)),
  itemsFor: terminalOrParentProcedure.input(ZItemsForStudentRequestSchema).query(({ ctx, input }) => itemsForStudent(ctx, input)),
});
