import { defineApiModule } from "../../module.ts";
import { parentRouter } from "./router.ts";

export const parentModule = defineApiModule({
  routes: { parent: parentRouter },
  shims: [],
});
