import { defineApiModule } from "../../module.ts";
import { studentsRouter } from "./router.ts";
import { studentsShims } from "./shims.ts";

export const studentsModule = defineApiModule({
  routes: { students: studentsRouter },
  shims: studentsShims,
});
