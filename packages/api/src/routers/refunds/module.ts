import { defineApiModule } from "../../module.ts";
import { refundsRouter } from "./router.ts";
import { refundsShims } from "./shims.ts";

export const refundsModule = defineApiModule({
  routes: { refunds: refundsRouter },
  shims: refundsShims,
});
