import { defineApiModule } from "../../module.ts";
import { exportFormatsRouter } from "./router.ts";

export const exportFormatsModule = defineApiModule({
  routes: { exportFormats: exportFormatsRouter },
  shims: [],
});
