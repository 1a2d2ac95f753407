import { defineApiModule } from "../../module.ts";
import { datesRouter } from "./router.ts";

export const datesModule = defineApiModule({
  routes: { dates: datesRouter },
  shims: [],
});
