import { listSchools } from "@paydesk/services";
import { ZSchoolListRequest } from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

/** /{module}/settings/schools: the district's schools (the school upload adds to them). */
export const schoolsRouter = router({
  list: permissionProcedure("uploads.view")
    .input(ZSchoolListRequest)
    .query(({ ctx, input }) => listSchools(ctx, input.companyId)),
});
