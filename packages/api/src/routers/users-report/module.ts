import { defineApiModule } from "../../module.ts";
import { usersReportRouter } from "./router.ts";

export const usersReportModule = defineApiModule({
  routes: { usersReport: usersReportRouter },
  shims: [],
});
