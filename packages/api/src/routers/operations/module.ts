import { defineApiModule } from "../../module.ts";
import { operationsRouter } from "./router.ts";

export const operationsModule = defineApiModule({
  routes: { operations: operationsRouter },
  shims: [],
});
