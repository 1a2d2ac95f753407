import { defineApiModule } from "../../module.ts";
import { studentsUploadShims } from "./shims.ts";

export const studentsUploadModule = defineApiModule({
  routes: {},
  shims: studentsUploadShims,
});
