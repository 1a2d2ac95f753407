import { defineApiModule } from "../../module.ts";
import { imagesRouter } from "./router.ts";
import { imagesShims } from "./shims.ts";

export const imagesModule = defineApiModule({
  routes: { images: imagesRouter },
  shims: imagesShims,
});
