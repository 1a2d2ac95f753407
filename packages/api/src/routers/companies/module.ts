import { defineApiModule } from "../../module.ts";
import { companiesRouter } from "./router.ts";
import { companiesShims } from "./shims.ts";

export const companiesModule = defineApiModule({
  routes: { companies: companiesRouter },
  shims: companiesShims,
});
