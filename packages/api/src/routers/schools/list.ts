import { listSchools } from "@paydesk/services";
import { ZSchoolListRequest } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const listProcedure = permissionProcedure("uploads.view")
  .input(ZSchoolListRequest)
  .query(({ ctx, input }) => listSchools(ctx, input.companyId));
