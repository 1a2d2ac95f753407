import { router } from "../../trpc.ts";
import { getProcedure } from "./get.ts";
import { listProcedure } from "./list.ts";
import { removeProcedure } from "./remove.ts";
import { saveProcedure } from "./save.ts";

/** The student and staff screens (spec 2 §2, §5, §7 removestudent). */
export const studentsAdminRouter = router({
  list: listProcedure,
  get: getProcedure,
  save: saveProcedure,
  remove: removeProcedure,
});
