import { defineApiModule } from "../../module.ts";
import { emailsUploadShims } from "./shims.ts";

export const emailsUploadModule = defineApiModule({
  routes: {},
  shims: emailsUploadShims,
});
