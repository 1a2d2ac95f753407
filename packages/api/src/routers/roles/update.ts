import { updateRole } from "@paydesk/services";
import { ZUpdateRoleRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const updateProcedure = canManage.input(ZUpdateRoleRequestSchema).mutation(({ ctx, input }) => updateRole(ctx, input));
