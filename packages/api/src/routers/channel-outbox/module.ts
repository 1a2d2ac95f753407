import { defineApiModule } from "../../module.ts";
import { channelOutboxRouter } from "./router.ts";

export const channelOutboxModule = defineApiModule({
  routes: { channelOutbox: channelOutboxRouter },
  shims: [],
});
