import { router } from "../../trpc.ts";
import { createProcedure } from "./create.ts";
import { deleteProcedure } from "./delete.ts";
import { listProcedure } from "./list.ts";
import { setTimeZoneProcedure } from "./set-time-zone.ts";
import { timeZoneProcedure } from "./time-zone.ts";
import { updateProcedure } from "./update.ts";

/**
 * The school year and important dates (/settings/dates*; docs/product/students-and-groups.md), and
 * the time zone they are read in (docs/product/reports-and-time-zones.md).
 */
export const datesRouter = router({
  list: listProcedure,
  create: createProcedure,
  update: updateProcedure,
  delete: deleteProcedure,
  timeZone: timeZoneProcedure,
  setTimeZone: setTimeZoneProcedure,
});
