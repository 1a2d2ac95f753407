import { defineApiModule } from "../../module.ts";
import { payeesRouter } from "./router.ts";
import { payeesShims } from "./shims.ts";

export const payeesModule = defineApiModule({
  routes: { payees: payeesRouter },
  shims: payeesShims,
});
