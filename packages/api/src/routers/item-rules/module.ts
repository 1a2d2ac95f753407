import { defineApiModule } from "../../module.ts";
import { itemRulesRouter } from "./router.ts";
import { itemRulesShims } from "./shims.ts";

export const itemRulesModule = defineApiModule({
  routes: { itemRules: itemRulesRouter },
  shims: itemRulesShims,
});
