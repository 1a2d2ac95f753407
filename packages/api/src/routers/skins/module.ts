import { defineApiModule } from "../../module.ts";
import { skinsRouter } from "./router.ts";
import { skinsShims } from "./shims.ts";

export const skinsModule = defineApiModule({
  routes: { skins: skinsRouter },
  shims: skinsShims,
});
