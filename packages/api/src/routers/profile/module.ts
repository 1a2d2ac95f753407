import { defineApiModule } from "../../module.ts";
import { profileRouter } from "./router.ts";
import { profileShims } from "./shims.ts";

export const profileModule = defineApiModule({
  routes: { profile: profileRouter },
  shims: profileShims,
});
