import { router } from "../../../trpc.ts";
import { cardSettingsProcedure } from "./card-settings.ts";
import { getProcedure } from "./get.ts";
import { updateCardSettingsProcedure } from "./update-card-settings.ts";
import { updateProcedure } from "./update.ts";

/**
 * The company's default fee behaviour, default item fee and tax rate (/{module}/payments;
 * docs/product/items-and-fees.md, Pricing and fees). The builder reads them to fill "Include tax", so
 * reading needs only items.view.
 */
export const paymentSettingsRouter = router({
  get: getProcedure,
  update: updateProcedure,
  cardSettings: cardSettingsProcedure,
  updateCardSettings: updateCardSettingsProcedure,
});
