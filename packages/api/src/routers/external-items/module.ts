import { defineApiModule } from "../../module.ts";
import { externalItemsRouter } from "./router.ts";
import { externalItemsShims } from "./shims.ts";

export const externalItemsModule = defineApiModule({
  routes: { externalItems: externalItemsRouter },
  shims: externalItemsShims,
});
