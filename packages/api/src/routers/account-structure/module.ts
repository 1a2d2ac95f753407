import { defineApiModule } from "../../module.ts";
import { accountStructureRouter } from "./router.ts";

export const accountStructureModule = defineApiModule({
  routes: { accountStructure: accountStructureRouter },
  shims: [],
});
