import { defineApiModule } from "../../module.ts";
import { itemsUploadShims } from "./shims.ts";

export const itemsUploadModule = defineApiModule({
  routes: {},
  shims: itemsUploadShims,
});
