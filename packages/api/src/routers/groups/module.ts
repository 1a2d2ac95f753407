import { defineApiModule } from "../../module.ts";
import { groupsRouter } from "./router.ts";
import { groupsShims } from "./shims.ts";

export const groupsModule = defineApiModule({
  routes: { groups: groupsRouter },
  shims: groupsShims,
});
