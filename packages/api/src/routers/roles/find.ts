import { findRoles } from "@paydesk/services";
import { ZFindRolesRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const findProcedure = canView.input(ZFindRolesRequestSchema).query(({ ctx, input }) => findRoles(ctx, input));
