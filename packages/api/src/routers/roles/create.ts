import { createRole } from "@paydesk/services";
import { ZCreateRoleRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const createProcedure = canManage.input(ZCreateRoleRequestSchema).mutation(({ ctx, input }) => createRole(ctx, input));
