import { defineApiModule } from "../../module.ts";
import { accountRouter } from "./router.ts";
import { accountShims } from "./shims.ts";

export const accountModule = defineApiModule({
  routes: { account: accountRouter },
  shims: accountShims,
});
