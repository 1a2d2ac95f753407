import { defineApiModule } from "../../module.ts";
import { studentsAdminRouter } from "./router.ts";
import { studentsAdminShims } from "./shims.ts";

export const studentsAdminModule = defineApiModule({
  routes: { studentsAdmin: studentsAdminRouter },
  shims: studentsAdminShims,
});
