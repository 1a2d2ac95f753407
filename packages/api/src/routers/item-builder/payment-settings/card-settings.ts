import { getCardSettings } from "@paydesk/services";
import { ZCardSettingsRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../../trpc.ts";

/** The suggested cash discount and each payee's accepted card brands, beside the fees. */
export const cardSettingsProcedure = permissionProcedure("items.view")
  .input(ZCardSettingsRequestSchema)
  .query(({ ctx, input }) => getCardSettings(ctx, input));
