import { defineApiModule } from "../../module.ts";
import { dashboardRouter } from "./router.ts";
import { dashboardShims } from "./shims.ts";

export const dashboardModule = defineApiModule({
  routes: { dashboard: dashboardRouter },
  shims: dashboardShims,
});
