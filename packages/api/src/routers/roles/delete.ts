import { deleteRole } from "@paydesk/services";
import { ZRoleIdRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const deleteProcedure = canManage.input(ZRoleIdRequestSchema).mutation(({ ctx, input }) => deleteRole(ctx, input.roleId));
