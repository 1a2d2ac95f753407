import { getPaymentSettings, updatePaymentSettings } from "@paydesk/services";
import { ZPaymentSettingsRequestSchema, ZUpdatePaymentSettingsRequestSchema } from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

/**
 * The company's default fee behaviour, default item fee and tax rate (spec 2 §2 /{module}/payments,
 * §9). The builder reads them to fill "Include tax", so reading needs only items.view.
 */
export const paymentSettingsRouter = router({
  get: permissionProcedure("items.view")
    .input(ZPaymentSettingsRequestSchema)
    .query(({ ctx, input }) => getPaymentSettings(ctx, input)),
  update: permissionProcedure("settings.manage")
    .input(ZUpdatePaymentSettingsRequestSchema)
    .mutation(({ ctx, input }) => updatePaymentSettings(ctx, input)),
});
