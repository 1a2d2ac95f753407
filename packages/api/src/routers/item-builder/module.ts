import { defineApiModule } from "../../module.ts";
import { itemBuilderRouter } from "./router.ts";
import { paymentSettingsRouter } from "./payment-settings/router.ts";
import { itemBuilderShims } from "./shims.ts";

export const itemBuilderModule = defineApiModule({
  routes: { itemBuilder: itemBuilderRouter, paymentSettings: paymentSettingsRouter },
  shims: itemBuilderShims,
});
