import { defineApiModule } from "../../module.ts";
import { cartRouter } from "./router.ts";
import { cartShims } from "./shims.ts";

export const cartModule = defineApiModule({
  routes: { cart: cartRouter },
  shims: cartShims,
});
