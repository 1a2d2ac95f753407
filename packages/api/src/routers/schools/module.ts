import { defineApiModule } from "../../module.ts";
import { schoolsRouter } from "./router.ts";

export const schoolsModule = defineApiModule({
  routes: { schools: schoolsRouter },
  shims: [],
});
