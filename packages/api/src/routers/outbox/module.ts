import { defineApiModule } from "../../module.ts";
import { outboxRouter } from "./router.ts";

export const outboxModule = defineApiModule({
  routes: { outbox: outboxRouter },
  shims: [],
});
