import { router } from "../../trpc.ts";
import { acknowledgeMonitorProcedure } from "./acknowledge.ts";
import { getMonitorProcedure } from "./get.ts";
import { listMonitorsProcedure } from "./list.ts";
import { runMonitorProcedure } from "./run.ts";
import { saveMonitorProcedure } from "./save.ts";

/**
 * Monitors (docs/product/control-area.md, Monitors): `/{module}/operations/monitors` in
 * every staff module, for control staff only (monitors are among the control area's screens,
 * whose route is named per module, "control also").
 */
export const monitorsRouter = router({
  list: listMonitorsProcedure,
  get: getMonitorProcedure,
  save: saveMonitorProcedure,
  acknowledge: acknowledgeMonitorProcedure,
  run: runMonitorProcedure,
});
