import { updatePaymentSettings } from "@paydesk/services";
import { ZUpdatePaymentSettingsRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../../trpc.ts";

export const updateProcedure = permissionProcedure("settings.manage")
  .input(ZUpdatePaymentSettingsRequestSchema)
  .mutation(({ ctx, input }) => updatePaymentSettings(ctx, input));
