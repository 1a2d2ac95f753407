import { router } from "../../trpc.ts";
import { checkNameProcedure } from "./check-name.ts";
import { createProcedure } from "./create.ts";
import { deleteProcedure } from "./delete.ts";
import { getProcedure } from "./get.ts";
import { listProcedure } from "./list.ts";
import { membersProcedure } from "./members.ts";
import { previewSmartProcedure } from "./preview-smart.ts";
import { ruleOptionsProcedure } from "./rule-options.ts";
import { suggestProcedure } from "./suggest.ts";
import { updateProcedure } from "./update.ts";

/** Student groups (`…/students-and-groups/groups*`; docs/product/students-and-groups.md). */
export const groupsRouter = router({
  list: listProcedure,
  get: getProcedure,
  members: membersProcedure,
  create: createProcedure,
  update: updateProcedure,
  delete: deleteProcedure,
  checkName: checkNameProcedure,
  ruleOptions: ruleOptionsProcedure,
  previewSmart: previewSmartProcedure,
  suggest: suggestProcedure,
});
