import { enableSisPlugin } from "@paydesk/services";
import { ZSisPluginEnableRequestSchema } from "@paydesk/validators";
import { inSettings } from "./rungs.ts";

export const enablePluginProcedure = inSettings
  .input(ZSisPluginEnableRequestSchema)
  .mutation(({ ctx, input }) => enableSisPlugin(ctx, input));
