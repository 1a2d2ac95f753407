import { defineApiModule } from "../../module.ts";
import { failedJobsRouter } from "./router.ts";

export const failedJobsModule = defineApiModule({
  routes: { failedJobs: failedJobsRouter },
  shims: [],
});
