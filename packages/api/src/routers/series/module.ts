import { defineApiModule } from "../../module.ts";
import { seriesRouter } from "./router.ts";
import { seriesShims } from "./shims.ts";

export const seriesModule = defineApiModule({
  routes: { series: seriesRouter },
  shims: seriesShims,
});
