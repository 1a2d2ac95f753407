import { defineApiModule } from "../../module.ts";
import { coaUploadShims } from "./shims.ts";

export const coaUploadModule = defineApiModule({
  routes: {},
  shims: coaUploadShims,
});
