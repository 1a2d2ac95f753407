import { revokeRole } from "@paydesk/services";
import { ZAssignRoleRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const revokeProcedure = canManage.input(ZAssignRoleRequestSchema).mutation(async ({ ctx, input }) => {
  await revokeRole(ctx, input);
  return { revoked: true };
});
