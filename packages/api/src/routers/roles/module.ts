import { defineApiModule } from "../../module.ts";
import { rolesRouter } from "./router.ts";
import { rolesShims } from "./shims.ts";

export const rolesModule = defineApiModule({
  routes: { roles: rolesRouter },
  shims: rolesShims,
});
