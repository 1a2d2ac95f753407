import { defineApiModule } from "../../module.ts";
import { itemsRouter } from "./router.ts";
import { itemsShims } from "./shims.ts";

export const itemsModule = defineApiModule({
  routes: { items: itemsRouter },
  shims: itemsShims,
});
