import { acceptImageTerms } from "@paydesk/services";
import { ZAccountSettingRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/** The company's image terms: accepted by someone who may manage its settings. */
export const acceptImageTermsProcedure = permissionProcedure("settings.manage")
  .input(ZAccountSettingRequestSchema)
  .mutation(({ ctx, input }) => acceptImageTerms(ctx, input));
