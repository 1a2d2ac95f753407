import { getCardSettings, getPaymentSettings, updateCardSettings, updatePaymentSettings } from "@paydesk/services";
import {
  ZCardSettingsRequestSchema,
  ZPaymentSettingsRequestSchema,
  ZUpdateCardSettingsRequestSchema,
  ZUpdatePaymentSettingsRequestSchema,
} from "@paydesk/validators";
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
  /** The suggested cash discount and each payee's accepted card brands, beside the fees. */
  cardSettings: permissionProcedure("items.view")
    .input(ZCardSettingsRequestSchema)
    .query(({ ctx, input }) => getCardSettings(ctx, input)),
  updateCardSettings: permissionProcedure("settings.manage")
    .input(ZUpdateCardSettingsRequestSchema)
    .mutation(({ ctx, input }) => updateCardSettings(ctx, input)),
});
