import { defineApiModule } from "../../module.ts";
import { registerParentsRouter } from "./router.ts";

export const registerParentsModule = defineApiModule({
  routes: { registerParents: registerParentsRouter },
  shims: [],
});
