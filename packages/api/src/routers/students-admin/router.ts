import { router } from "../../trpc.ts";
import { getProcedure } from "./get.ts";
import { listProcedure } from "./list.ts";
import { removeProcedure } from "./remove.ts";
import { saveProcedure } from "./save.ts";

/** The student and staff screens, removestudent included (docs/product/students-and-groups.md). */
export const studentsAdminRouter = router({
  list: listProcedure,
  get: getProcedure,
  save: saveProcedure,
  remove: removeProcedure,
});
