import { moveSite } from "@paydesk/services";
import { ZMoveSiteRequest } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const moveSiteProcedure = permissionProcedure("settings.manage")
  .input(ZMoveSiteRequest)
  .mutation(({ ctx, input }) => moveSite(ctx, input));
