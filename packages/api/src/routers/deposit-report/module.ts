import { defineApiModule } from "../../module.ts";
import { depositReportRouter } from "./router.ts";

export const depositReportModule = defineApiModule({
  routes: { depositReport: depositReportRouter },
  shims: [],
});
