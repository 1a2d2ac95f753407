import { router } from "../../trpc.ts";
import { createSupportContactProcedure } from "./create.ts";
import { listSupportContactsProcedure } from "./list.ts";

/** Support contacts of a company (docs/product/control-area.md, Support contacts). */
export const supportContactsRouter = router({
  list: listSupportContactsProcedure,
  create: createSupportContactProcedure,
});
