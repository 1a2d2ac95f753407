import { addSite } from "@paydesk/services";
import { ZAddSiteRequest } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const addSiteProcedure = permissionProcedure("settings.manage")
  .input(ZAddSiteRequest)
  .mutation(({ ctx, input }) => addSite(ctx, input));
