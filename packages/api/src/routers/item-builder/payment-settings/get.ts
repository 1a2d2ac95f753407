import { getPaymentSettings } from "@paydesk/services";
import { ZPaymentSettingsRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../../trpc.ts";

export const getProcedure = permissionProcedure("items.view")
  .input(ZPaymentSettingsRequestSchema)
  .query(({ ctx, input }) => getPaymentSettings(ctx, input));
