import { defineApiModule } from "../../module.ts";
import { coaRouter } from "./router.ts";
import { coaShims } from "./shims.ts";

export const coaModule = defineApiModule({
  routes: { coa: coaRouter },
  shims: coaShims,
});
