import { defineApiModule } from "../../module.ts";
import { terminalItemsRouter } from "./router.ts";

export const terminalItemsModule = defineApiModule({
  routes: { terminalItems: terminalItemsRouter },
  shims: [],
});
