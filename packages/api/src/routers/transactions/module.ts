import { defineApiModule } from "../../module.ts";
import { transactionsRouter } from "./router.ts";
import { transactionsShims } from "./shims.ts";

export const transactionsModule = defineApiModule({
  routes: { transactions: transactionsRouter },
  shims: transactionsShims,
});
