import { defineApiModule } from "../../module.ts";
import { payRestRouter } from "./router.ts";
import { payRestShims } from "./shims.ts";

export const payRestModule = defineApiModule({
  routes: { payRest: payRestRouter },
  shims: payRestShims,
});
