import { getRole } from "@paydesk/services";
import { ZRoleIdRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

export const getProcedure = canView.input(ZRoleIdRequestSchema).query(({ ctx, input }) => getRole(ctx, input.roleId));
