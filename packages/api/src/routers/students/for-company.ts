import { searchStudentsOfCompany } from "@paydesk/services";
import { STUDENTS_FOR_COMPANY_LIMIT, ZStudentsForCompanyRequestSchema } from "@paydesk/validators";
import { anyPermissionProcedure } from "../../trpc.ts";

/** studentsforcompany(2): the builder's target picker and the terminal's student search share it. */
export const forCompanyProcedure = anyPermissionProcedure("items.view", "terminal.manage")
  .input(ZStudentsForCompanyRequestSchema)
  .query(({ ctx, input }) =>
    searchStudentsOfCompany(ctx.db, ctx.actor, {
      companyId: input.companyId,
      term: input.term,
      limit: STUDENTS_FOR_COMPANY_LIMIT,
    }),
  );
