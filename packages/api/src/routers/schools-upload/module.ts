import { defineApiModule } from "../../module.ts";
import { schoolsUploadShims } from "./shims.ts";

export const schoolsUploadModule = defineApiModule({
  routes: {},
  shims: schoolsUploadShims,
});
