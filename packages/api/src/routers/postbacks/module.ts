import { defineApiModule } from "../../module.ts";
import { postbacksRouter } from "./router.ts";
import { postbacksShims } from "./shims.ts";

export const postbacksModule = defineApiModule({
  routes: { postbacks: postbacksRouter },
  shims: postbacksShims,
});
