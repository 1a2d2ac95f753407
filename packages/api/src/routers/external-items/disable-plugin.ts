import { disableSisPlugin } from "@paydesk/services";
import { ZSisPluginDisableRequestSchema } from "@paydesk/validators";
import { inSettings } from "./rungs.ts";

export const disablePluginProcedure = inSettings
  .input(ZSisPluginDisableRequestSchema)
  .mutation(({ ctx, input }) => disableSisPlugin(ctx, input));
