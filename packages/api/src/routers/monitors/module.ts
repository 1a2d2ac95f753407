import { defineApiModule } from "../../module.ts";
import { monitorsRouter } from "./router.ts";
import { monitorsShims } from "./shims.ts";

export const monitorsModule = defineApiModule({
  routes: { monitors: monitorsRouter },
  shims: monitorsShims,
});
