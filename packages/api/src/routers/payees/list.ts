import { listPayees } from "@paydesk/services";
import { ZListPayeesRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const listProcedure = permissionProcedure("coa.view")
  .input(ZListPayeesRequestSchema)
  .query(({ ctx, input }) => listPayees(ctx, input));
