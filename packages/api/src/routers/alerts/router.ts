import { router } from "../../trpc.ts";
import { acknowledgeAlertProcedure } from "./acknowledge.ts";
import { createAlertProcedure } from "./create.ts";
import { getAlertProcedure } from "./get.ts";
import { listAlertsProcedure } from "./list.ts";
import { alertMessagesProcedure } from "./messages.ts";

/** Service alerts (docs/product/dashboard-images-promotions.md, Service alerts). */
export const alertsRouter = router({
  list: listAlertsProcedure,
  get: getAlertProcedure,
  create: createAlertProcedure,
  messages: alertMessagesProcedure,
  acknowledge: acknowledgeAlertProcedure,
});
