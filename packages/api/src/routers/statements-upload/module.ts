import { defineApiModule } from "../../module.ts";
import { statementsUploadRouter } from "./router.ts";
import { statementsUploadShims } from "./shims.ts";

export const statementsUploadModule = defineApiModule({
  routes: { statementsUpload: statementsUploadRouter },
  shims: statementsUploadShims,
});
