import { createAdmin } from "@paydesk/services";
import { ZCreateAdminRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const createProcedure = canManage.input(ZCreateAdminRequestSchema).mutation(({ ctx, input }) => createAdmin(ctx, input));
