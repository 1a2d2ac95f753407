import { defineApiModule } from "../../module.ts";
import { categoriesRouter } from "./router.ts";
import { categoriesShims } from "./shims.ts";

export const categoriesModule = defineApiModule({
  routes: { categories: categoriesRouter },
  shims: categoriesShims,
});
