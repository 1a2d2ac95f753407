import { defineApiModule } from "../../module.ts";
import { alertsRouter } from "./router.ts";
import { alertsShims } from "./shims.ts";

export const alertsModule = defineApiModule({
  routes: { alerts: alertsRouter },
  shims: alertsShims,
});
