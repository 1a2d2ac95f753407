import { companySisPlugins } from "@paydesk/services";
import { ZSisSettingsRequestSchema } from "@paydesk/validators";
import { inSettings } from "./rungs.ts";

export const settingsProcedure = inSettings
  .input(ZSisSettingsRequestSchema)
  .query(({ ctx, input }) => companySisPlugins(ctx, input));
