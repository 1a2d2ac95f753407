import { router } from "../../trpc.ts";
import { checkIntegrityProcedure } from "./check-integrity.ts";
import { createProcedure } from "./create.ts";
import { exportProcedure } from "./export.ts";
import { inUseItemsProcedure } from "./in-use-items.ts";
import { listProcedure } from "./list.ts";
import { removeProcedure } from "./remove.ts";
import { replaceProcedure } from "./replace.ts";
import { searchProcedure } from "./search.ts";

/**
 * Chart of accounts (docs/product/chart-of-accounts.md):
 * list, search, create, the guided delete, and the export.
 */
export const coaRouter = router({
  list: listProcedure,
  search: searchProcedure,
  create: createProcedure,
  checkIntegrity: checkIntegrityProcedure,
  inUseItems: inUseItemsProcedure,
  remove: removeProcedure,
  replace: replaceProcedure,
  export: exportProcedure,
});
