import { defineApiModule } from "../../module.ts";
import { authRouter } from "./router.ts";
import { passwordResetShims } from "./password-reset-shims.ts";
import { authShims } from "./shims.ts";

export const authModule = defineApiModule({
  routes: { auth: authRouter },
  shims: [...authShims, ...passwordResetShims],
});
