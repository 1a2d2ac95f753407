import { defineApiModule } from "../../module.ts";
import { transactionDetailRouter } from "./router.ts";
import { transactionDetailShims } from "./shims.ts";

export const transactionDetailModule = defineApiModule({
  routes: { transactionDetail: transactionDetailRouter },
  shims: transactionDetailShims,
});
