import { defineApiModule } from "../../module.ts";
import { masqueradeRouter } from "./router.ts";
import { masqueradeShims } from "./shims.ts";

export const masqueradeModule = defineApiModule({
  routes: { masquerade: masqueradeRouter },
  shims: masqueradeShims,
});
