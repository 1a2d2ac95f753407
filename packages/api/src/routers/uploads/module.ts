import { defineApiModule } from "../../module.ts";
import { uploadsRouter } from "./router.ts";

export const uploadsModule = defineApiModule({
  routes: { uploads: uploadsRouter },
  shims: [],
});
