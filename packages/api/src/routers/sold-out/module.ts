import { defineApiModule } from "../../module.ts";
import { soldOutRouter } from "./router.ts";
import { soldOutShims } from "./shims.ts";

export const soldOutModule = defineApiModule({
  routes: { soldOut: soldOutRouter },
  shims: soldOutShims,
});
