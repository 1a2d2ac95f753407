import { defineApiModule } from "../../module.ts";
import { goLiveRouter } from "./router.ts";
import { goLiveShims } from "./shims.ts";

export const goLiveModule = defineApiModule({
  routes: { goLive: goLiveRouter },
  shims: goLiveShims,
});
