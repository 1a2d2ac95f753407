import { router } from "../../trpc.ts";
import { checkReadinessProcedure } from "./check-readiness.ts";
import { createProcedure } from "./create.ts";
import { getProcedure } from "./get.ts";
import { optionsProcedure } from "./options.ts";
import { saveProcedure } from "./save.ts";
import { searchAccountsProcedure } from "./search-accounts.ts";
import { searchGroupsProcedure } from "./search-groups.ts";
import { searchStudentsProcedure } from "./search-students.ts";
import { suggestedFeeProcedure } from "./suggested-fee.ts";
import { updateProcedure } from "./update.ts";

/**
 * The item builder (docs/product/items-and-fees.md): its pick lists, load, save, readiness, fee and searches.
 */
export const itemBuilderRouter = router({
  options: optionsProcedure,
  get: getProcedure,
  create: createProcedure,
  update: updateProcedure,
  save: saveProcedure,
  checkReadiness: checkReadinessProcedure,
  suggestedFee: suggestedFeeProcedure,
  searchStudents: searchStudentsProcedure,
  searchAccounts: searchAccountsProcedure,
  searchGroups: searchGroupsProcedure,
});
