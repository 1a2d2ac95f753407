import { assignRole } from "@paydesk/services";
import { ZAssignRoleRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const assignProcedure = canManage.input(ZAssignRoleRequestSchema).mutation(async ({ ctx, input }) => {
  await assignRole(ctx, input);
  return { assigned: true };
});
