import { defineApiModule } from "../../module.ts";
import { closeoutRouter } from "./router.ts";

export const closeoutModule = defineApiModule({
  routes: { closeout: closeoutRouter },
  shims: [],
});
