import { setAdminPassword } from "@paydesk/services";
import { ZSetAdminPasswordRequestSchema } from "@paydesk/validators";
import { canManage } from "./rungs.ts";

export const setPasswordProcedure = canManage
  .input(ZSetAdminPasswordRequestSchema)
  .mutation(({ ctx, input }) => setAdminPassword(ctx, input));
