import { defineApiModule } from "../../module.ts";
import { checkoutRouter } from "./router.ts";
import { checkoutShims } from "./shims.ts";

export const checkoutModule = defineApiModule({
  routes: { checkout: checkoutRouter },
  shims: checkoutShims,
});
