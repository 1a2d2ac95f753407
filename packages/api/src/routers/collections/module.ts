import { defineApiModule } from "../../module.ts";
import { collectionsRouter } from "./router.ts";
import { collectionsShims } from "./shims.ts";

export const collectionsModule = defineApiModule({
  routes: { collections: collectionsRouter },
  shims: collectionsShims,
});
