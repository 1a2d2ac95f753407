import { defineApiModule } from "../../module.ts";
import { captchaRouter } from "./router.ts";

export const captchaModule = defineApiModule({
  routes: { captcha: captchaRouter },
  shims: [],
});
