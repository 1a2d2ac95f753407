import { updateAdmin } from "@paydesk/services";
import { ZUpdateAdminRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const updateProcedure = canManage.input(ZUpdateAdminRequestSchema).mutation(({ ctx, input }) => updateAdmin(ctx, input));
