import { defineApiModule } from "../../module.ts";
import { administratorsRouter } from "./router.ts";
import { administratorsShims } from "./shims.ts";

export const administratorsModule = defineApiModule({
  routes: { administrators: administratorsRouter },
  shims: administratorsShims,
});
