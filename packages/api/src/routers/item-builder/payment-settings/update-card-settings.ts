import { updateCardSettings } from "@paydesk/services";
import { ZUpdateCardSettingsRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../../trpc.ts";

export const updateCardSettingsProcedure = permissionProcedure("settings.manage")
  .input(ZUpdateCardSettingsRequestSchema)
  .mutation(({ ctx, input }) => updateCardSettings(ctx, input));
