import { defineApiModule } from "../../module.ts";
import { promotionsRouter } from "./router.ts";
import { promotionsShims } from "./shims.ts";

export const promotionsModule = defineApiModule({
  routes: { promotions: promotionsRouter },
  shims: promotionsShims,
});
