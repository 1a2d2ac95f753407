import { router } from "../../trpc.ts";
import { acknowledgeMonitorProcedure } from "./acknowledge.ts";
import { getMonitorProcedure } from "./get.ts";
import { listMonitorsProcedure } from "./list.ts";
import { runMonitorProcedure } from "./run.ts";
import { saveMonitorProcedure } from "./save.ts";

/**
 * Monitors (spec 3 §2, §5, §6; CONVENTIONS §4, §9): `/{module}/operations/monitors` in
 * every staff module, for control staff only (spec 3 §6 lists monitors among the control-only
 * areas; §2 names the route per module "control also").
 */
export const monitorsRouter = router({
  list: listMonitorsProcedure,
  get: getMonitorProcedure,
  save: saveMonitorProcedure,
  acknowledge: acknowledgeMonitorProcedure,
  run: runMonitorProcedure,
});
