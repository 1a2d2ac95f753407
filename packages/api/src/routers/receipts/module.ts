import { defineApiModule } from "../../module.ts";
import { receiptsRouter } from "./router.ts";
import { receiptsShims } from "./shims.ts";

export const receiptsModule = defineApiModule({
  routes: { receipts: receiptsRouter },
  shims: receiptsShims,
});
